// createClient: the typed provider client, one function per endpoint of docs/provider-api.md. Each
// product's endpoints are in its folder (src/products/<product>/client.ts, the OAuth authorize mode's
// in src/modes/oauth-authorize/client.ts), loaded on their first call; the build preloads them with
// the product (scripts/build/preload-manifest.ts).
import Cookies from 'js-cookie';
import { fetchBootstrap } from './bootstrap.ts';
import { deferredGroup } from './deferred.ts';
import { resolveBaseUrl } from './base-url.ts';
import { sendEvents } from './events.ts';
import { telemetryBlob } from './telemetry.ts';
import { createHttp } from './http.ts';
import { oauthAuthenticate, oauthStartUrl } from '../products/oauth/client.ts';
import { sessions } from './sessions.ts';
import type { ClientOptions, CourtClient } from './types.ts';
import { users } from './users.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;

export function createClient(options: ClientOptions): CourtClient {
  if (typeof options.publicToken !== 'string' || options.publicToken.trim() === '') {
    throw new TypeError('court-login: the public token must be a non-empty string.');
  }
  const publicToken = options.publicToken;
  const baseUrl = resolveBaseUrl(publicToken, options.baseUrl);
  const timeoutMs = options.timeoutMs && options.timeoutMs > 0 ? options.timeoutMs : DEFAULT_TIMEOUT_MS;
  const http = createHttp({ ...options, publicToken, baseUrl, timeoutMs });
  const getIds = options.getTelemetryIds ?? (() => ({}));
  // One Tap's double-submit token: the g_csrf_token cookie that Google's identity script sets.
  const csrfToken = () => Cookies.get('g_csrf_token') ?? Cookies.get('stytch_csrf_private_token');
  const oneTap = deferredGroup(() =>
    import('../products/one-tap/client.ts').then((module) => module.oneTap(http, publicToken, csrfToken)),
  );
  const otps = deferredGroup(() => import('../products/otp/client.ts').then((module) => module.otps(http)));
  const magicLinks = deferredGroup(() =>
    import('../products/email-magic-links/client.ts').then((module) => module.magicLinks(http)),
  );
  const passwords = deferredGroup(() =>
    import('../products/passwords/client.ts').then((module) => module.passwords(http)),
  );
  const webauthn = deferredGroup(() =>
    import('../products/passkeys/client.ts').then((module) => module.webauthn(http)),
  );
  const cryptoWallets = deferredGroup(() =>
    import('../products/crypto/client.ts').then((module) => module.cryptoWallets(http)),
  );
  const idp = deferredGroup(() => import('../modes/oauth-authorize/client.ts').then((module) => module.idpCalls(http)));

  return {
    publicToken,
    baseUrl,
    bootstrap: () => fetchBootstrap(http, publicToken),
    sendEvents: sendEvents(http, publicToken, getIds),
    telemetry: () => telemetryBlob(getIds()),
    oauth: {
      startUrl: (params) => oauthStartUrl(baseUrl, publicToken, params),
      authenticate: oauthAuthenticate(http),
    },
    oneTap: {
      start: oneTap((group) => group.start),
      submit: oneTap((group) => group.submit),
    },
    sessions: sessions(http),
    users: users(http),
    otps: {
      email: { loginOrCreate: otps((group) => group.email.loginOrCreate) },
      sms: { loginOrCreate: otps((group) => group.sms.loginOrCreate) },
      whatsapp: { loginOrCreate: otps((group) => group.whatsapp.loginOrCreate) },
      authenticate: otps((group) => group.authenticate),
    },
    magicLinks: {
      email: { loginOrCreate: magicLinks((group) => group.email.loginOrCreate) },
      authenticate: magicLinks((group) => group.authenticate),
    },
    passwords: {
      strengthCheck: passwords((group) => group.strengthCheck),
      create: passwords((group) => group.create),
      authenticate: passwords((group) => group.authenticate),
      resetByEmailStart: passwords((group) => group.resetByEmailStart),
      resetByEmail: passwords((group) => group.resetByEmail),
    },
    webauthn: {
      registerStart: webauthn((group) => group.registerStart),
      register: webauthn((group) => group.register),
      authenticateStart: webauthn((group) => group.authenticateStart),
      authenticate: webauthn((group) => group.authenticate),
      update: webauthn((group) => group.update),
    },
    cryptoWallets: {
      authenticateStart: cryptoWallets((group) => group.authenticateStart),
      authenticate: cryptoWallets((group) => group.authenticate),
    },
    idp: {
      authorizeStart: idp((group) => group.authorizeStart),
      authorizeSubmit: idp((group) => group.authorizeSubmit),
      issuer: idp((group) => group.issuer),
    },
  };
}
