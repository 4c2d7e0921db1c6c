// Where the provider API lives (docs/provider-api.md#base-url).

/** The hosted provider for a public token: test projects use the test host. */
export function hostedBaseUrl(publicToken: string): string {
  return publicToken.includes('public-token-test') ? 'https://test.stytch.com' : 'https://api.stytch.com';
}

/**
 * Checks a configured provider origin and returns it without a trailing slash, or an error message.
 * Only http(s) origins without credentials, query or fragment are accepted.
 */
export function normalizeBaseUrl(value: string): { ok: true; value: string } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, message: `The provider URL "${value}" is not an absolute URL.` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: `The provider URL "${value}" must use http or https.` };
  }
  if (url.username || url.password || url.search || url.hash) {
    return { ok: false, message: `The provider URL "${value}" must not carry credentials, a query or a fragment.` };
  }
  return { ok: true, value: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/** Resolves the configured provider origin (or the hosted default); throws a clear TypeError when it is unusable. */
export function resolveBaseUrl(publicToken: string, baseUrl: string | undefined): string {
  const normalized = normalizeBaseUrl(baseUrl || hostedBaseUrl(publicToken));
  if (!normalized.ok) throw new TypeError(`court-login: ${normalized.message}`);
  return normalized.value;
}
