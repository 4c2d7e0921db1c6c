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
    const sessionToken = session.getSessionToken();
    // signOut() forgets the session in this browser before it sends anything (every tab follows),
    // then revokes it at the provider by a request that outlives the page; the worker forgets it too.
    const signedOut = Promise.all([
      session.signOut(),
      sessionToken
        ? notifyWorkerSignOut(sessionToken, {
            workerUrl: config.workerUrl,
            fetch: (...args) => globalThis.fetch(...args),
          })
        : undefined,
    ]);
    // In the same task, so the gated page never shows signed out and saves itself as the page to return to.
    navigate('/login');
    await signedOut;
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
