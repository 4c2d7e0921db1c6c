// Who may call the worker at all: only requests addressed to a local name (a DNS-rebinding guard), and
// from a browser only the origins each kind of route allows, with the CORS headers that say so.

/** Another site's name made to resolve to 127.0.0.1 arrives in Host, so only local names are answered. */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;
/** Pages on this machine (an MCP inspector, the host app) may call /mcp from a browser; other sites may not. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

export const BAD_HOST =
  'This worker answers only requests addressed to its own name: localhost, 127.0.0.1, [::1], or the host of its public URL when it has one.';
export const BAD_ORIGIN = 'This origin may not call the worker.';

/**
 * A request without Host (HTTP/1.0) is let through: only a browser sends a rebound name. Behind a
 * proxy, the host of the worker's public URL is its own name too.
 */
export const isOwnHost = (host: string | undefined, publicHosts: readonly string[]) =>
  host === undefined || LOCAL_HOST.test(host) || publicHosts.includes(host.toLowerCase());

/** CORS for /authenticate and /logout: the host app's origin only. */
export function hostAppCors(origin: string | undefined, allowedOrigin: string): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin === allowedOrigin) headers['Access-Control-Allow-Origin'] = allowedOrigin;
  return headers;
}

/** CORS for /mcp: pages on this machine, with the headers an MCP client reads; undefined for another site. */
export function mcpCors(origin: string | undefined, allowedOrigin: string): Record<string, string> | undefined {
  if (origin === undefined) return {};
  if (origin !== allowedOrigin && !LOCAL_ORIGIN.test(origin)) return undefined;
  return {
    'Access-Control-Allow-Origin': origin,
    Vary: 'Origin',
    'Access-Control-Expose-Headers': 'WWW-Authenticate, Mcp-Session-Id, Mcp-Protocol-Version',
  };
}
