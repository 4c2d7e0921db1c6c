'use client';
// Follows the session and the element's events from page code: loadSession in an effect, court-*
// events on document (typed by court-login).
import { useEffect, useState } from 'react';
import { loadSession, type CourtSession, type SessionSnapshot } from 'court-login';

export function SessionPanel({ publicToken, providerUrl }: { publicToken: string; providerUrl: string }) {
  const [session, setSession] = useState<CourtSession>();
  const [state, setState] = useState<SessionSnapshot>();
  const [successes, setSuccesses] = useState<string[]>([]);
  useEffect(() => {
    let stop = () => {};
    void loadSession({ publicToken, providerUrl }).then((loaded) => {
      setSession(loaded);
      setState(loaded.getSync());
      stop = loaded.onChange(setState);
    });
    const onSuccess = (event: DocumentEventMap['court-success']) =>
      setSuccesses((list) => [...list, event.detail.method]);
    document.addEventListener('court-success', onSuccess);
    return () => {
      stop();
      document.removeEventListener('court-success', onSuccess);
    };
  }, [publicToken, providerUrl]);
  return (
    <section>
      <p data-testid="status">
        {state?.status === 'signed-in' ? `signed-in:${state.user?.emails[0]?.email}` : (state?.status ?? 'starting')}
      </p>
      <ul>
        {successes.map((method, index) => (
          <li key={index} data-testid="success">
            {method}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => void session?.signOut()}>
        Sign out
      </button>
    </section>
  );
}
