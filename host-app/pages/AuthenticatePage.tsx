// /authenticate: where Google (or an email link) sends the visitor back with a one-time token.
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../services.tsx';
import { PageHeading } from '../PageHeading.tsx';
import { Link, navigate } from '../router.tsx';
import { takeReturnTo } from '../return-to.ts';
import { completeRedirectSignIn, readRedirectParams, withoutRedirectParams } from '../redirect-sign-in.ts';

export function AuthenticatePage() {
  const { session, config } = useServices();
  const [missingToken, setMissingToken] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // The token works once: never exchange it twice, even when effects run again.
    if (started.current) return;
    started.current = true;
    const { pathname, search, hash, origin } = window.location;
    const params = readRedirectParams(search);
    // A usable token leaves the address when it is exchanged; anything else leaves it now.
    if (!params.ok)
      window.history.replaceState(window.history.state, '', withoutRedirectParams(pathname, search, hash));

    if (!params.ok && params.problem === 'missing_token') {
      console.error('Authentication stopped: the address has no "token" query parameter.');
      setMissingToken(true);
      return;
    }
    if (!params.ok) {
      // The problem is named, the address's text never shown: a link could fill it with anything.
      window.alert(
        'Authentication failed: this sign-in link is not one this app can use. Sign in again from the sign-in page.',
      );
      navigate('/login', { replace: true });
      return;
    }
    const deps = {
      session,
      workerUrl: config.workerUrl,
      fetch: window.fetch.bind(window),
      alert: (message: string) => window.alert(message),
      log: (message: string) => console.log(message),
    };
    void completeRedirectSignIn(deps).then((outcome) => {
      if (!outcome.ok) {
        window.alert(`Authentication failed: ${outcome.message}`);
        navigate('/login', { replace: true });
        return;
      }
      navigate(takeReturnTo(window.localStorage, origin) ?? '/dashboard', { replace: true });
    });
  }, [session, config]);

  return (
    <section>
      <PageHeading>{missingToken ? 'This sign-in address does not work' : 'Signing you in'}</PageHeading>
      {missingToken ? (
        <p role="alert">
          This sign-in address has no token. <Link to="/login">Start again from the sign-in page</Link>.
        </p>
      ) : (
        <p role="status">Authenticating...</p>
      )}
    </section>
  );
}
