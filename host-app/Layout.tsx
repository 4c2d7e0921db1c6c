import { useState, type ReactNode } from 'react';
import { useServices } from './services.tsx';
import { useSession } from './use-session.ts';
import { navigate } from './router.tsx';
import { APP_TITLE } from './PageHeading.tsx';
import { notifyWorkerSignOut } from './worker.ts';

export function Layout({ children }: { children: ReactNode }) {
  const { session, config } = useServices();
  const { user } = useSession(session);
  const [signingOut, setSigningOut] = useState(false);

  async function logOut() {
    setSigningOut(true);
    // Leave the gated page first, so that losing the session does not save it as the page to return to.
    navigate('/login');
    const sessionToken = session.getSessionToken();
    // Also when the provider cannot be reached, this browser forgets the session; the worker forgets it too.
    await Promise.all([
      session.signOut(),
      sessionToken ? notifyWorkerSignOut(sessionToken, { workerUrl: config.workerUrl, fetch: (...args) => globalThis.fetch(...args) }) : undefined,
    ]);
    setSigningOut(false);
  }

  return (
    <div className="app" lang="en">
      <header className="app-header">
        <h1>{APP_TITLE}</h1>
      </header>
      <main className="app-main">{children}</main>
      <footer className="app-footer">
        {user && (
          <>
            {/* Log Out ends this page's session only: each connected assistant holds its own grant. */}
            <p id="log-out-note" className="log-out-note">
              Log Out signs you out of this page only. Connected assistants keep their access until you revoke them on
              your dashboard.
            </p>
            <button type="button" onClick={logOut} disabled={signingOut} aria-describedby="log-out-note">
              Log Out
            </button>
          </>
        )}
      </footer>
    </div>
  );
}
