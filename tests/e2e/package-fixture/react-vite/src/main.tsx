// React 18 + Vite: the <CourtLogin> component with callbacks, the session read with loadSession.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  CourtLogin,
  loadSession,
  type CourtLoginConfig,
  type CourtSession,
  type SessionSnapshot,
} from 'court-login/react';

const publicToken = 'public-token-test-court-login-local';
const providerUrl = import.meta.env.VITE_PROVIDER_URL as string;
const here = `${window.location.origin}/`;
const config: CourtLoginConfig = {
  products: ['otp', 'oauth'],
  otpOptions: { methods: ['email'] },
  oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: here, signupRedirectURL: here },
};

function App() {
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
    return () => stop();
  }, []);
  return (
    <main>
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
      <CourtLogin
        publicToken={publicToken}
        providerUrl={providerUrl}
        config={config}
        className="sign-in"
        onSuccess={(detail) => setSuccesses((list) => [...list, detail.method])}
        onError={(detail) => console.warn(detail.message)}
        onSession={(snapshot) => document.body.setAttribute('data-session', snapshot.status)}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
