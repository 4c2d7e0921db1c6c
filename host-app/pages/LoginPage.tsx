// /login: the <court-login> element with Google only; both login and signup come back to /authenticate.
// The widget speaks the browser's language when it has a catalogue for it, and the page's <html lang>
// says so while /login is shown; the app's own texts stay English (Layout marks them lang="en").
import { useEffect, useRef } from 'react';
import type { ErrorDetail } from '../../element/index.ts';
import { useServices } from '../services.tsx';
import { PageHeading } from '../PageHeading.tsx';
import { useVisitorLocale } from '../visitor-locale.ts';

function loginWidgetConfig(origin: string) {
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

export function LoginPage() {
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
    element.setAttribute('config', JSON.stringify(loginWidgetConfig(window.location.origin)));
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
  }, [config]);

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

  return (
    <section className="login-page">
      {/* The widget shows 'Sign up or log in'; one visible heading is enough. */}
      <PageHeading hidden>Sign in</PageHeading>
      <p>Sign in with Google to let the tennis court booking assistant act for you.</p>
      <div ref={slot} className="login-widget" lang={locale} />
    </section>
  );
}
