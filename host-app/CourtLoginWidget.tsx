// The <court-login> element as the app's sign-in pages show it, through the package's own React
// component (`court-login/react`, host-app/package-alias.ts): Google only, sign-in and sign-up coming
// back to /authenticate, in the browser's language when the widget has a catalogue for it (and <html
// lang> saying so while it shows). /login uses the login mode; /oauth/authorize the same config in the
// mode that signs the visitor in on the way and asks their consent for an assistant.
import { useCallback, useEffect, useMemo } from 'react';
import { CourtLogin, type CourtLoginConfig, type ErrorDetail, type SuccessDetail } from 'court-login/react';
import { primaryEmail } from './redirect-sign-in.ts';
import { useServices } from './services.tsx';
import { useVisitorLocale } from './visitor-locale.ts';
import { notifyWorker } from './worker.ts';

export type WidgetMode = 'login' | 'oauth-authorize';

export function signInWidgetConfig(origin: string): CourtLoginConfig {
  const redirectUrl = `${origin}/authenticate`;
  return {
    products: ['oauth'],
    oauthOptions: {
      providers: [{ type: 'google' }],
      loginRedirectURL: redirectUrl,
      signupRedirectURL: redirectUrl,
    },
  };
}

function reportError(detail: ErrorDetail) {
  console.error(`Sign-in error (${detail?.code ?? 'unknown'}): ${detail?.message ?? ''}`);
}

export function CourtLoginWidget({ mode = 'login' }: { mode?: WidgetMode }) {
  const { config, session } = useServices();
  const locale = useVisitorLocale();
  // One object for the page's life: the component hands a new one to the element as a new config.
  const widgetConfig = useMemo(() => signInWidgetConfig(window.location.origin), []);
  // A sign-in the widget finishes on this page (the consent page's, coming back from Google) tells
  // the worker, as /authenticate does for the sign-in page's. Nothing interrupts the consent: a
  // worker that cannot be told is logged, not alerted.
  const tellWorker = useCallback(
    ({ user }: SuccessDetail) =>
      void notifyWorker(
        { userId: user.user_id, email: primaryEmail(user) ?? '', sessionToken: session.getSessionToken() ?? '' },
        {
          workerUrl: config.workerUrl,
          fetch: window.fetch.bind(window),
          alert: (message) => console.error(message),
          log: (message) => console.log(message),
        },
      ),
    [config, session],
  );

  // <html lang> says the widget's language while it shows. The element's `locale` follows the browser's
  // languages through the component: set before the element is on the page (its first screen is already
  // in that language), then changed on the same element (what was typed stays).
  useEffect(() => {
    const html = document.documentElement;
    const previous = html.lang;
    html.lang = locale;
    return () => {
      html.lang = previous;
    };
  }, [locale]);

  return (
    <div className="login-widget" lang={locale}>
      <CourtLogin
        publicToken={config.publicToken}
        providerUrl={config.providerUrl}
        mode={mode}
        config={widgetConfig}
        locale={locale}
        onError={reportError}
        onSuccess={tellWorker}
      />
    </div>
  );
}
