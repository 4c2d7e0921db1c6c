// /login: the <court-login> element with Google only; both login and signup come back to /authenticate.
import { useEffect, useRef } from 'react';
import type { ErrorDetail } from '../../element/index.ts';
import { useServices } from '../services.tsx';
import { PageHeading } from '../PageHeading.tsx';

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
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Created by hand rather than in JSX so that every value reaches the element as a plain attribute.
    const widget = document.createElement('court-login');
    widget.setAttribute('public-token', config.publicToken);
    widget.setAttribute('provider-url', config.providerUrl);
    widget.setAttribute('config', JSON.stringify(loginWidgetConfig(window.location.origin)));
    const reportError = (event: Event) => {
      const detail = (event as CustomEvent<ErrorDetail>).detail;
      console.error(`Sign-in error (${detail?.code ?? 'unknown'}): ${detail?.message ?? ''}`);
    };
    widget.addEventListener('court-error', reportError);
    slot.current?.append(widget);
    return () => {
      widget.removeEventListener('court-error', reportError);
      widget.remove();
    };
  }, [config]);

  return (
    <section className="login-page">
      {/* The widget shows 'Sign up or log in'; one visible heading is enough. */}
      <PageHeading hidden>Sign in</PageHeading>
      <p>Sign in with Google to let the tennis court booking assistant act for you.</p>
      <div ref={slot} className="login-widget" />
    </section>
  );
}
