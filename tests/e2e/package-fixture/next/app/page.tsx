// A server component, rendered on every request: it renders <CourtLogin> as it is (plain-data
// props) and a client component that follows the session.
import { CourtLogin, type CourtLoginConfig } from 'court-login/react';
import { SessionPanel } from './session-panel';

export const dynamic = 'force-dynamic';

const publicToken = 'public-token-test-court-login-local';
const providerUrl = process.env.NEXT_PUBLIC_PROVIDER_URL!;
const here = process.env.NEXT_PUBLIC_APP_URL!;
const config: CourtLoginConfig = {
  products: ['otp', 'oauth'],
  otpOptions: { methods: ['email'] },
  oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: here, signupRedirectURL: here },
};

export default function Page() {
  return (
    <main>
      <h1>{`Rendered at ${new Date().toISOString().slice(0, 10)}`}</h1>
      <SessionPanel publicToken={publicToken} providerUrl={providerUrl} />
      <CourtLogin publicToken={publicToken} providerUrl={providerUrl} config={config} />
    </main>
  );
}
