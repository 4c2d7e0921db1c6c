// Validation of the cookie options (docs/provider-api.md#cookies). A bad field is reported and ignored.
import { isRecord } from '../lib/guards.ts';

export interface CookieOptions {
  /** Name of the session-token cookie; default `stytch_session`. */
  opaqueTokenCookieName?: string;
  /** Name of the session-JWT cookie; default `stytch_session_jwt`. */
  jwtCookieName?: string;
  /** Name of the intermediate-session-token cookie (only ever removed); default `stytch_intermediate_session_token`. */
  istCookieName?: string;
  /** Cookie path; default `/`. */
  path?: string;
  /** Domain used when `availableToSubdomains` is true; default the page's hostname. */
  domain?: string;
  availableToSubdomains?: boolean;
}

export interface ResolvedCookieOptions {
  tokenName: string;
  jwtName: string;
  istName: string;
  path: string;
  domain: string | undefined;
  availableToSubdomains: boolean;
}

const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const COOKIE_PATH = /^\/[^;\s]*$/;
const COOKIE_DOMAIN = /^\.?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;

export function resolveCookieOptions(value: unknown, warn: (message: string) => void): ResolvedCookieOptions {
  const options = isRecord(value) ? value : {};
  if (value !== undefined && !isRecord(value))
    warn('court-login: cookieOptions must be an object; using the defaults.');
  const pick = (field: keyof CookieOptions, pattern: RegExp, fallback: string | undefined, what: string) => {
    const given = options[field];
    if (given === undefined) return fallback;
    if (typeof given === 'string' && pattern.test(given)) return given;
    warn(
      `court-login: cookieOptions.${field} must be ${what}; using ${fallback === undefined ? 'none' : `"${fallback}"`}.`,
    );
    return fallback;
  };
  const name = (field: keyof CookieOptions, fallback: string) =>
    pick(field, COOKIE_NAME, fallback, 'a valid cookie name') ?? fallback;
  const subdomains = options.availableToSubdomains;
  if (subdomains !== undefined && typeof subdomains !== 'boolean') {
    warn('court-login: cookieOptions.availableToSubdomains must be true or false; using false.');
  }
  return {
    tokenName: name('opaqueTokenCookieName', 'stytch_session'),
    jwtName: name('jwtCookieName', 'stytch_session_jwt'),
    istName: name('istCookieName', 'stytch_intermediate_session_token'),
    path: pick('path', COOKIE_PATH, '/', 'a path starting with "/"') ?? '/',
    domain: pick('domain', COOKIE_DOMAIN, undefined, 'a domain name'),
    availableToSubdomains: subdomains === true,
  };
}
