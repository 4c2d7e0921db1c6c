// The session cookies (docs/provider-api.md#cookies), written by script with js-cookie so that the page's
// own backend can read them. SameSite=Lax; Secure except on localhost and loopback addresses.
import Cookies from 'js-cookie';
import { cookiesNamed } from '../lib/cookie-count.ts';
import type { ResolvedCookieOptions } from './cookie-options.ts';

export interface CookieAttributes {
  expires?: Date;
  path?: string;
  domain?: string;
  secure?: boolean;
  sameSite?: 'Lax';
}

/** Where cookies live; `document.cookie` through js-cookie by default, a fake in tests. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
  remove(name: string, attributes: Pick<CookieAttributes, 'path' | 'domain'>): void;
  /** How many cookies of that name the page sees (copies under other paths or domains count). */
  count(name: string): number;
  /** Whether a cookie written with these attributes can be read back (a probe, removed again). */
  keeps?(attributes: CookieAttributes): boolean;
}

const PROBE = 'court_login_cookie_probe';

export const documentCookieJar: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, attributes) => void Cookies.set(name, value, attributes),
  remove: (name, attributes) => Cookies.remove(name, attributes),
  count: (name) => cookiesNamed(globalThis.document?.cookie ?? '', name),
  keeps(attributes) {
    const value = Math.random().toString(36).slice(2);
    Cookies.set(PROBE, value, attributes);
    const kept = Cookies.get(PROBE) === value;
    Cookies.remove(PROBE, { path: attributes.path });
    return kept;
  },
};

export const isLocalHostname = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);

export interface SessionCookies {
  token(): string | undefined;
  /** Writes both session cookies until `expiresAt` and removes the intermediate token cookie. */
  write(sessionToken: string, sessionJwt: string, expiresAt: Date): void;
  /** Removes the session cookies and the intermediate token cookie under every path and domain used. */
  clear(): void;
}

/**
 * A jar whose failures are reported once and otherwise ignored. A frame sandboxed without
 * `allow-same-origin` refuses `document.cookie` (Chromium, Firefox) or silently drops what is written
 * (WebKit): a probe cookie written and read back at the start tells the second case.
 */
function safeJar(jar: CookieJar, warn: (message: string) => void, probe: CookieAttributes): CookieJar {
  let warned = false;
  const refused = (reason: string) => {
    if (!warned) warn(`court-login: the page's cookies cannot be used (${reason}); the session is not kept.`);
    warned = true;
  };
  const attempt = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch (error) {
      refused(error instanceof Error ? error.message : String(error));
      return fallback;
    }
  };
  if (jar.keeps && !attempt(() => jar.keeps!(probe), true)) refused('the browser dropped a test cookie');
  return {
    get: (name) => attempt(() => jar.get(name), undefined),
    set: (name, value, attributes) => attempt(() => jar.set(name, value, attributes), undefined),
    remove: (name, attributes) => attempt(() => jar.remove(name, attributes), undefined),
    count: (name) => attempt(() => jar.count(name), 0),
  };
}

export function createSessionCookies(
  options: ResolvedCookieOptions,
  hostname: string,
  pageJar: CookieJar = documentCookieJar,
  warn: (message: string) => void = (message) => console.warn(message),
): SessionCookies {
  const local = isLocalHostname(hostname);
  const jar = safeJar(pageJar, warn, { path: options.path, sameSite: 'Lax', secure: !local });
  const subdomainDomain = options.availableToSubdomains && !local ? (options.domain ?? hostname) : undefined;
  // The copy a page would have under the opposite `availableToSubdomains` setting.
  const otherCopy = subdomainDomain
    ? { path: options.path }
    : local
      ? undefined
      : { path: options.path, domain: options.domain ?? hostname };

  const removeEverywhere = (name: string) => {
    const paths = new Set([options.path, '/']);
    const domains = new Set<string | undefined>([undefined, options.domain, local ? undefined : hostname]);
    for (const path of paths) for (const domain of domains) jar.remove(name, domain ? { path, domain } : { path });
  };

  const write = (name: string, value: string, expires: Date) => {
    const attributes: CookieAttributes = { expires, path: options.path, sameSite: 'Lax', secure: !local };
    if (subdomainDomain) attributes.domain = subdomainDomain;
    jar.set(name, value, attributes);
    if (jar.count(name) > 1) {
      warn(
        `court-login: the page has more than one "${name}" cookie; removing the copy under the other subdomain setting.`,
      );
      if (otherCopy) jar.remove(name, otherCopy);
    }
  };

  return {
    token: () => jar.get(options.tokenName) || undefined,
    write(sessionToken, sessionJwt, expiresAt) {
      write(options.tokenName, sessionToken, expiresAt);
      write(options.jwtName, sessionJwt, expiresAt);
      removeEverywhere(options.istName);
    },
    clear() {
      for (const name of [options.tokenName, options.jwtName, options.istName]) removeEverywhere(name);
    },
  };
}
