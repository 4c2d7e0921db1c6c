// A React 19 + TypeScript app using the installed package: typed config object, typed event details.
import { CourtLogin } from 'court-login/react';
import { loadSession, type CourtLoginConfig, type SuccessDetail } from 'court-login';

const config: CourtLoginConfig = {
  products: ['otp', 'oauth'],
  otpOptions: { methods: ['email'] },
  oauthOptions: { providers: [{ type: 'google' }] },
};

export function SignIn({ onSignedIn }: { onSignedIn: (detail: SuccessDetail) => void }) {
  return (
    <court-login
      public-token="public-token-test-court-login-local"
      provider-url="http://localhost:8788"
      config={{
        products: ['otp'],
        otpOptions: { methods: ['email', 'sms'] },
        theme: { colors: { primary: '#1a6b3c' } },
      }}
      oncourt-success={(event) => onSignedIn(event.detail)}
      oncourt-error={(event) => console.error(event.detail.message)}
      oncourt-session={(event) => console.log(event.detail.status, event.detail.user?.user_id)}
    />
  );
}

export function Other() {
  return <court-login public-token="t" mode="reset-password" config={config} />;
}

export async function signOutEverywhere(): Promise<string> {
  const session = await loadSession({ publicToken: 'public-token-test-court-login-local' });
  const name: string | undefined = session.getSync().user?.name.first_name;
  await session.signOut();
  document.querySelector('court-login')?.addEventListener('court-success', (event) => event.detail.method);
  return name ?? '';
}

export function Component({ onSignedIn }: { onSignedIn: (detail: SuccessDetail) => void }) {
  return (
    <CourtLogin
      publicToken="public-token-test-court-login-local"
      config={config}
      mode="login"
      onSuccess={onSignedIn}
      onError={(detail) => console.error(detail.code)}
      onEvent={(detail) => console.log(detail.type)}
      onSession={(state) => console.log(state.status)}
    />
  );
}

document.addEventListener('court-session', (event) => event.detail.status);
window.addEventListener('court-error', (event) => event.detail.message);
