// The painted first screen of a <court-login> added to this page, for the tests that hold React's
// chunk at the test server (executeServerCommand('hold-module', '/element/react-renderer.ts')), and
// what a started OAuth sign-in leaves behind.
import { expect } from 'chai';
import { PUBLIC_TOKEN, providerUrl, root, waitFor } from './element.ts';

export const PAINTED = '[data-court-painted]';

/**
 * A new element of `config` on the page, once its painted screen shows (React's chunk may be held),
 * with `part` in it when given (the painted forms come from a small chunk of their own, not held).
 */
export async function paintElement<T extends HTMLElement = HTMLElement>(
  config: object,
  enableShadowDOM: boolean,
  part = '',
): Promise<T> {
  const element = document.createElement('court-login') as HTMLElement as T;
  element.setAttribute('public-token', PUBLIC_TOKEN);
  element.setAttribute('provider-url', await providerUrl());
  element.setAttribute('config', JSON.stringify({ ...config, enableShadowDOM }));
  document.body.append(element);
  // The test server builds the painted screen's modules at their first request: on a busy machine
  // that alone can take WebKit past 10 s.
  await waitFor(() => root(element).querySelector(`${PAINTED} ${part}`.trim()), 30_000);
  return element;
}

/**
 * React's messages of a difference between its render and the nodes it hydrates (development
 * builds log each one, with the differing lines marked + and -).
 */
export function hydrationMessages(): { messages: string[]; stop(): void } {
  const messages: string[] = [];
  const error = console.error;
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    const differences = text.split('\n').filter((line) => /^\s*[-+]\s{2,}/.test(line));
    if (/adopted/.test(text) || (/hydrat/i.test(text) && differences.length > 0))
      messages.push([text.split('\n')[0], ...differences].join('\n').slice(0, 600));
    error(...args);
  };
  return { messages, stop: () => (console.error = error) };
}

/** The painted screen's button of one OAuth provider, or React's once the painted screen has gone. */
export function providerButton(element: HTMLElement, type: string, painted = true): HTMLButtonElement | null {
  return root(element).querySelector<HTMLButtonElement>(
    `${painted ? PAINTED : '.court-root:not([data-court-painted])'} [part~="oauth-button-${type}"]`,
  );
}

async function sha256Base64Url(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Whether the OAuth start URL's `code_challenge` is that of the verifier the page stored for the finish. */
export async function challengeOfStoredVerifier(startUrl: string): Promise<boolean> {
  const stored = JSON.parse(localStorage.getItem(`stytch_sdk_state_${PUBLIC_TOKEN}::PKCE_VERIFIER:oauth`) ?? 'null');
  const challenge = new URL(startUrl).searchParams.get('code_challenge');
  return (
    !!challenge && stored?.code_challenge === challenge && (await sha256Base64Url(stored.code_verifier)) === challenge
  );
}

/**
 * What a press on the painted GitHub button leaves once its sign-in started: the navigation to the
 * provider's start, with the challenge of the verifier the page kept, and the one `court-event`.
 */
export async function expectGitHubStarted(startUrl: string, events: unknown[]): Promise<void> {
  expect(new URL(startUrl).pathname).to.equal('/v1/public/oauth/github/start');
  expect(await challengeOfStoredVerifier(startUrl), 'the challenge of the verifier kept').to.equal(true);
  // The painted screen tells of itself after its paint (element/first-paint.ts), which a listener
  // added right after the paint may or may not hear: only the press's own event counts here.
  const pressed = (events as Array<{ type?: string }>).filter((event) => event.type !== 'render_login_screen');
  expect(pressed).to.deep.equal([
    {
      type: 'start_oauth_flow',
      data: { provider_type: 'github', custom_scopes: [], cname_domain: null, pkce: true, provider_params: {} },
    },
  ]);
}
