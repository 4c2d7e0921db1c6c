// The real local provider, in-process: its fetch handler becomes the client's `fetch`, so flow tests
// exercise the same HTTP API as the browser does, without sockets.
import { createProvider, type LocalProvider } from '../../../local-provider/http/app.ts';
import type { SettingsOverrides } from '../../../local-provider/settings/settings.ts';

export const PROVIDER_URL = 'http://localhost:8788';
export const PUBLIC_TOKEN = 'public-token-test-court-login-local';

/** A fetch that answers through the provider, as a browser on `origin` would send it. */
export function providerFetch(provider: LocalProvider, origin?: string): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (origin) headers.set('Origin', origin);
    const body = typeof init.body === 'string' ? init.body : '';
    return provider.fetch({
      method: init.method ?? 'GET',
      url: String(input),
      headers: { get: (name: string) => headers.get(name) },
      text: async () => body,
    });
  }) as typeof fetch;
}

export function localProvider(settings: SettingsOverrides = {}, now?: () => number) {
  const provider = createProvider(settings, now ? { now } : {});
  return { provider, fetch: providerFetch(provider) };
}

/**
 * Goes through the provider's OAuth consent page as a visitor would: opens the start URL, submits
 * the form for `email`, and returns the redirect the browser would follow.
 */
export async function consentAs(fetch: typeof globalThis.fetch, startUrl: string, email: string): Promise<URL> {
  const page = await fetch(startUrl, { method: 'GET' });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`The consent page answered ${page.status}: ${html}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('The consent page has no form.');
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(unescape(name!), unescape(value!));
  }
  form.set('email', email);
  const answer = await fetch(new URL(unescape(action), startUrl).toString(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`The consent form answered ${answer.status}.`);
  return new URL(location);
}

function unescape(text: string): string {
  const named: Record<string, string> = { quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' };
  return text.replace(/&(#\d+|[a-z]+);/g, (entity, code: string) =>
    code.startsWith('#') ? String.fromCharCode(Number(code.slice(1))) : (named[code] ?? entity),
  );
}

/** The token of the newest magic link sent to `email`. */
export function latestLinkToken(provider: LocalProvider, email: string): string {
  const link = provider.inbox.latest(email)?.link;
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`No link was sent to ${email}.`);
  return token;
}
