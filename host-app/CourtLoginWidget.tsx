// The <court-login> element as the app's sign-in pages show it: Google only, sign-in and sign-up coming
// back to /authenticate, in the browser's language when the widget has a catalogue for it (and <html
// lang> saying so while it shows). /login uses the login mode; /oauth/authorize the same config in the
// mode that signs the visitor in on the way and asks their consent for an assistant.
import { useEffect, useRef } from 'react';
import type { ErrorDetail } from '../element/index.ts';
import { useServices } from './services.tsx';
import { useVisitorLocale } from './visitor-locale.ts';

export type WidgetMode = 'login' | 'oauth-authorize';

export function signInWidgetConfig(origin: string) {
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

export function CourtLoginWidget({ mode = 'login' }: { mode?: WidgetMode }) {
  const { config } = useServices();
  const locale = useVisitorLocale();
  const slot = useRef<HTMLDivElement>(null);
  const widget = useRef<HTMLElement | null>(null);
  const currentLocale = useRef(locale);
  currentLocale.current = locale;

  useEffect(() => {
    // Created by hand rather than in JSX so that every value reaches the element as a plain attribute.
    const element = document.createElement('court-login');
    element.setAttribute('public-token', config.publicToken);
    element.setAttribute('provider-url', config.providerUrl);
    if (mode !== 'login') element.setAttribute('mode', mode);
    element.setAttribute('config', JSON.stringify(signInWidgetConfig(window.location.origin)));
    // Before the element is on the page, so that its first screen is already in that language.
    element.setAttribute('locale', currentLocale.current);
    const reportError = (event: Event) => {
      const detail = (event as CustomEvent<ErrorDetail>).detail;
      console.error(`Sign-in error (${detail?.code ?? 'unknown'}): ${detail?.message ?? ''}`);
    };
    element.addEventListener('court-error', reportError);
    widget.current = element;
    slot.current?.append(element);
    return () => {
      element.removeEventListener('court-error', reportError);
      element.remove();
      widget.current = null;
    };
  }, [config, mode]);

  // A change of the browser's languages re-renders the widget in the new one, keeping what was typed.
  useEffect(() => {
    widget.current?.setAttribute('locale', locale);
    const html = document.documentElement;
    const previous = html.lang;
    html.lang = locale;
    return () => {
      html.lang = previous;
    };
  }, [locale]);

  return <div ref={slot} className="login-widget" lang={locale} />;
}
