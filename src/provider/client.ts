// createClient: the typed provider client, one function per endpoint of provider-api.md.
import Cookies from 'js-cookie';
import { fetchBootstrap } from './bootstrap.ts';
import { hostedBaseUrl, normalizeBaseUrl } from './base-url.ts';
import { cryptoWallets } from './crypto-wallets.ts';
import { sendEvents } from './events.ts';
import { createHttp } from './http.ts';
import { magicLinks } from './magic-links.ts';
import { oauthAuthenticate, oauthStartUrl } from './oauth.ts';
import { oneTap } from './one-tap.ts';
import { otps } from './otps.ts';
import { passwords } from './passwords.ts';
import { sessions } from './sessions.ts';
import type { ClientOptions, CourtClient } from './types.ts';
import { users } from './users.ts';
import { webauthn } from './webauthn.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;

/** Resolves the configured provider origin (or the hosted default); throws a clear TypeError when it is unusable. */
export function resolveBaseUrl(publicToken: string, baseUrl: string | undefined): string {
  const normalized = normalizeBaseUrl(baseUrl || hostedBaseUrl(publicToken));
  if (!normalized.ok) throw new TypeError(`court-login: ${normalized.message}`);
  return normalized.value;
}

export function createClient(options: ClientOptions): CourtClient {
  if (typeof options.publicToken !== 'string' || options.publicToken.trim() === '') {
    throw new TypeError('court-login: the public token must be a non-empty string.');
  }
  const publicToken = options.publicToken;
  const baseUrl = resolveBaseUrl(publicToken, options.baseUrl);
  const timeoutMs = options.timeoutMs && options.timeoutMs > 0 ? options.timeoutMs : DEFAULT_TIMEOUT_MS;
  const http = createHttp({ ...options, publicToken, baseUrl, timeoutMs });
  const getIds = options.getTelemetryIds ?? (() => ({}));

  return {
    publicToken,
    baseUrl,
    bootstrap: () => fetchBootstrap(http, publicToken),
    sendEvents: sendEvents(http, publicToken, getIds),
    oauth: {
      startUrl: (params) => oauthStartUrl(baseUrl, publicToken, params),
      authenticate: oauthAuthenticate(http),
    },
    oneTap: oneTap(http, publicToken, () => Cookies.get('stytch_csrf_private_token')),
    sessions: sessions(http),
    users: users(http),
    otps: otps(http),
    magicLinks: magicLinks(http),
    passwords: passwords(http),
    webauthn: webauthn(http),
    cryptoWallets: cryptoWallets(http),
  };
}
