// CORS of provider-api.md §1.6: echo listed origins with credentials, refuse the rest.
import type { ProviderSettings } from './settings.ts';

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

/** True when a browser page on `origin` may use the developer tools (`/_dev/*`). */
export function isDevToolOrigin(settings: ProviderSettings, origin: string, ownOrigin: string): boolean {
  return origin === ownOrigin || settings.dev_tool_origins.includes(origin);
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

export function preflightHeaders(origin: string): Record<string, string> {
  return {
    ...corsHeaders(origin),
    'Access-Control-Allow-Methods': ALLOW_METHODS,
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
    'Access-Control-Max-Age': '600',
  };
}
