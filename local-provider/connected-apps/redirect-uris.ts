// Redirect URIs of registered clients: https anywhere, or http on the loopback interface for native
// apps (RFC 8252 §7.3: such an app listens on a port it picks at each start, so any port matches a
// registered loopback URI). Everything else about a URI must match exactly.

export const MAX_REDIRECT_URIS = 10;
export const MAX_REDIRECT_URI_LENGTH = 2000;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function parse(uri: string): URL | null {
  try {
    return new URL(uri);
  } catch {
    return null;
  }
}

/** Plain http on the loopback interface: allowed for native apps' redirect URIs and clients' logos. */
export function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/** What is wrong with `uri` as a redirect URI to register, or null when it may be registered. */
export function redirectUriProblem(uri: string): string | null {
  if (uri.length > MAX_REDIRECT_URI_LENGTH) return `is longer than ${MAX_REDIRECT_URI_LENGTH} characters`;
  const url = parse(uri);
  if (!url) return 'is not an absolute URL';
  if (url.hash !== '' || uri.includes('#')) return 'must not carry a fragment';
  if (url.username || url.password) return 'must not carry a user name or password';
  if (url.protocol !== 'https:' && !isLoopback(url)) {
    return 'must use https, or http on a loopback address (127.0.0.1, localhost or [::1])';
  }
  return null;
}

/** The URI with the port of a loopback URI left out, for comparing. */
function comparable(url: URL): string {
  if (!isLoopback(url)) return url.href;
  const copy = new URL(url.href);
  copy.port = '';
  return copy.href;
}

/** The registered URI `requested` matches: exactly, or a loopback one on another port. Null when none does. */
export function matchRedirectUri(registered: readonly string[], requested: string): string | null {
  if (registered.includes(requested)) return requested;
  const url = parse(requested);
  if (!url || !isLoopback(url) || url.hash !== '' || url.username || url.password) return null;
  const wanted = comparable(url);
  for (const candidate of registered) {
    const parsed = parse(candidate);
    if (parsed && isLoopback(parsed) && comparable(parsed) === wanted) return candidate;
  }
  return null;
}
