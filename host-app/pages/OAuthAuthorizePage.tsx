// /oauth/authorize: where an assistant sends the person to allow it (the provider's authorization URL).
// The widget reads the request from this page's address, signs the visitor in on the way if needed
// (coming back here with the request intact), asks their consent and sends the answer to the
// assistant. A signed-in visitor stays here: this page is the consent screen, not a sign-in to skip.
import { PageHeading } from '../PageHeading.tsx';
import { CourtLoginWidget } from '../CourtLoginWidget.tsx';

export function OAuthAuthorizePage() {
  return (
    <section className="login-page">
      <PageHeading>Connect an assistant</PageHeading>
      <p>
        An assistant asks to act for you in the tennis court booking app. Check what it asks for, then allow or deny it.
        You can revoke it at any time from your dashboard.
      </p>
      <CourtLoginWidget mode="oauth-authorize" />
    </section>
  );
}
