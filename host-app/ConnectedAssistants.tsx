// The dashboard's "Connected assistants": the assistants the person allowed to act for them (their
// OAuth grants at the provider), what each may do and since when, each with a Revoke button. Loading,
// an empty list and a failure each say so in place; a list already shown stays while it is refreshed
// (after a Revoke, and when the tab is shown again).
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ConnectedApp } from '../src/provider/types.ts';
import type { CourtSession } from '../element/index.ts';
import { useServices } from './services.tsx';
import { describeConnectedAt, describeScope } from './assistant-scopes.ts';

interface ListState {
  /** Undefined until the first answer. */
  apps?: ConnectedApp[];
  /** The project's words for its own scopes, read with the list. */
  descriptions: ReadonlyMap<string, string>;
  loading: boolean;
  error?: string;
}

function useConnectedApps(session: CourtSession) {
  const [state, setState] = useState<ListState>({ loading: true, descriptions: NO_DESCRIPTIONS });
  // Only the latest request's answer is used, so a slow earlier answer never replaces a newer list.
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setState((previous) => ({ ...previous, error: undefined, loading: true }));
    // Without the descriptions an app's own scope is still listed, by its name.
    const [result, descriptions] = await Promise.all([
      session.getConnectedApps(),
      session.getScopeDescriptions().catch(() => NO_DESCRIPTIONS),
    ]);
    if (request !== latest.current) return;
    setState((previous) =>
      result.ok
        ? { apps: result.value, descriptions, loading: false }
        : { ...previous, loading: false, error: result.error.message },
    );
  }, [session]);

  useEffect(() => {
    void load();
    // An assistant is usually allowed in another tab (the one it opened): coming back here shows it.
    const reloadWhenShown = () => {
      if (document.visibilityState === 'visible') void load();
    };
    document.addEventListener('visibilitychange', reloadWhenShown);
    return () => {
      document.removeEventListener('visibilitychange', reloadWhenShown);
      latest.current += 1;
    };
  }, [load]);

  const forget = useCallback((connectedAppId: string) => {
    setState((previous) => ({
      ...previous,
      apps: previous.apps?.filter((app) => app.connected_app_id !== connectedAppId),
    }));
  }, []);

  return { ...state, reload: load, forget };
}

const NO_DESCRIPTIONS: ReadonlyMap<string, string> = new Map();

const nameOf = (app: ConnectedApp) => app.name || 'An unnamed assistant';

interface ConnectedAssistantProps {
  app: ConnectedApp;
  descriptions: ReadonlyMap<string, string>;
  onRevoked: (app: ConnectedApp) => void;
}

function ConnectedAssistant({ app, descriptions, onRevoked }: ConnectedAssistantProps) {
  const { session } = useServices();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const nameId = useId();
  const name = nameOf(app);

  async function revoke() {
    // aria-disabled keeps the button focusable while busy, so a second press must be ignored here.
    if (pending) return;
    setPending(true);
    setError(undefined);
    const result = await session.revokeConnectedApp(app.connected_app_id);
    if (result.ok) {
      onRevoked(app);
      return;
    }
    setPending(false);
    setError(`${name} could not be revoked: ${result.error.message}`);
  }

  return (
    <li className="connected-assistant" aria-labelledby={nameId}>
      <h4 id={nameId}>{name}</h4>
      <p>
        Connected <time dateTime={app.granted_at}>{describeConnectedAt(app.granted_at)}</time>
      </p>
      {app.scopes_granted.length > 0 ? (
        <>
          <p>It may:</p>
          <ul className="assistant-scopes">
            {app.scopes_granted.map((scope) => (
              <li key={scope}>{describeScope(scope, descriptions)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>It was granted no permissions.</p>
      )}
      <button
        type="button"
        onClick={revoke}
        aria-disabled={pending}
        aria-label={pending ? `Revoking ${name}...` : `Revoke ${name}`}
      >
        {pending ? 'Revoking...' : 'Revoke'}
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </li>
  );
}

export function ConnectedAssistants() {
  const { session } = useServices();
  const { apps, descriptions, loading, error, reload, forget } = useConnectedApps(session);
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const revoked = useCallback(
    (app: ConnectedApp) => {
      forget(app.connected_app_id);
      setNotice(`${nameOf(app)} is revoked and can no longer act for you.`);
      // Its button is gone: keyboard and screen-reader users continue from the section's heading.
      heading.current?.focus();
      void reload();
    },
    [forget, reload],
  );

  const firstLoad = apps === undefined && loading;
  return (
    <section className="connected-assistants" aria-labelledby={headingId} aria-busy={loading}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        Connected assistants
      </h3>
      <div role="status">{firstLoad ? 'Loading your connected assistants...' : notice}</div>
      {error && (
        <div role="alert" className="error">
          <p>Your connected assistants could not be loaded: {error}</p>
          <button type="button" onClick={() => void reload()}>
            Try again
          </button>
        </div>
      )}
      {apps?.length === 0 && (
        <p>
          No assistant is connected. When an assistant asks to book courts for you, you allow it on the "Connect an
          assistant" page it opens here, and it is listed here.
        </p>
      )}
      {apps && apps.length > 0 && (
        <ul className="assistants">
          {apps.map((app) => (
            <ConnectedAssistant key={app.connected_app_id} app={app} descriptions={descriptions} onRevoked={revoked} />
          ))}
        </ul>
      )}
    </section>
  );
}
