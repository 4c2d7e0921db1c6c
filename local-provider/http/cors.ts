// CORS of docs/provider-api.md#cors: echo listed origins with credentials, refuse the rest.
import type { ProviderSettings } from '../settings/settings.ts';

const ALLOW_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOW_HEADERS = 'Authorization, Content-Type, X-SDK-Client, X-SDK-Parent-Host, x-stytch-oauth-type';

/** `pattern` is an exact origin or `scheme://host:*` for any port (or none) of that host. */
function matchesOrigin(pattern: string, origin: string): boolean {
  if (!pattern.endsWith(':*')) return pattern === origin;
  const prefix = pattern.slice(0, -2);
  if (origin === prefix) return true;
  return origin.startsWith(`${prefix}:`) && /^\d{1,5}$/.test(origin.slice(prefix.length + 1));
}

export function isAllowedOrigin(settings: ProviderSettings, origin: string, ownOrigin: string): boolean {
  return origin === ownOrigin || settings.allowed_origins.some((pattern) => matchesOrigin(pattern, origin));
}

/**
 * Whether a request may use the developer tools (`/_dev/*`): a page on the provider's own origin or a
 * listed one, a server-side caller (no Origin, no fetch metadata), or a person opening a page of them
 * (a top-level navigation). A script, image or frame that another site's page points at them is
 * refused: such requests carry no Origin, only `Sec-Fetch-*` headers.
 */
export function devToolsAllowed(
  headers: { get(name: string): string | null },
  settings: ProviderSettings,
  ownOrigin: string,
): boolean {
  const origin = headers.get('origin');
  if (origin) return origin === ownOrigin || settings.dev_tool_origins.includes(origin);
  const site = headers.get('sec-fetch-site');
  if (site === null || site === 'same-origin' || site === 'none') return true;
  return headers.get('sec-fetch-dest') === 'document';
}

export function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    // Lets a page on another origin read how long a rate limit lasts.
    'Access-Control-Expose-Headers': 'Retry-After',
    Vary: 'Origin',
  };
}

/** CORS of the routes every origin may call: no credentials, so `*` (RFC 8414 and RFC 7591 clients run in browsers too). */
export function anyOriginHeaders(): Record<string, string> {
  return { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'WWW-Authenticate, Retry-After' };
}

export function anyOriginPreflightHeaders(): Record<string, string> {
  return {
    ...anyOriginHeaders(),
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    // MCP clients add their protocol version to discovery requests.
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, MCP-Protocol-Version',
    'Access-Control-Max-Age': '600',
  };
}

export function preflightHeaders(origin: string): Record<string, string> {
  return {
    ...corsHeaders(origin),
    'Access-Control-Allow-Methods': ALLOW_METHODS,
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
    'Access-Control-Max-Age': '600',
  };
}
