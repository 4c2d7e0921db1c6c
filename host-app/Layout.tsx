import { useState, type ReactNode } from 'react';
import { useServices } from './services.tsx';
import { useSession } from './use-session.ts';
import { navigate } from './router.tsx';
import { APP_TITLE } from './PageHeading.tsx';
import { notifyWorkerSignOut } from './worker.ts';

export function Layout({ children }: { children: ReactNode }) {
  const { court, config } = useServices();
  const { user } = useSession(court.session);
  const [signingOut, setSigningOut] = useState(false);

  async function logOut() {
    setSigningOut(true);
    // Leave the gated page first, so that losing the session does not save it as the page to return to.
    navigate('/login');
    const sessionToken = court.session.getSessionToken();
    await Promise.all([
      court.session.revoke(),
      sessionToken ? notifyWorkerSignOut(sessionToken, { workerUrl: config.workerUrl, fetch: (...args) => globalThis.fetch(...args) }) : undefined,
    ]);
    // Also when the provider could not be reached: this browser forgets the session either way.
    court.session.clear();
    setSigningOut(false);
  }

  return (
    <div className="app">
      <header className="app-header">
        <h1>{APP_TITLE}</h1>
      </header>
      <main className="app-main">{children}</main>
      <footer className="app-footer">
        {user && (
          <button type="button" onClick={logOut} disabled={signingOut}>
            Log Out
          </button>
        )}
      </footer>
    </div>
  );
}
