// /login: the <court-login> element with Google only; both login and signup come back to /authenticate.
// The app's own texts stay English (Layout marks them lang="en"); only the widget is translated.
import { PageHeading } from '../PageHeading.tsx';
import { CourtLoginWidget } from '../CourtLoginWidget.tsx';

export function LoginPage() {
  return (
    <section className="login-page">
      {/* The widget shows 'Sign up or log in'; one visible heading is enough. */}
      <PageHeading hidden>Sign in</PageHeading>
      <p>Sign in with Google to let the tennis court booking assistant act for you.</p>
      <CourtLoginWidget />
    </section>
  );
}
