// createClient: the typed provider client, one function per endpoint of docs/provider-api.md. Each
// lazy product's endpoints are in its folder (src/products/<product>/client.ts, the OAuth authorize
// mode's in src/modes/oauth-authorize/client.ts), imported on their first call by the importers of
// src/products/lazy-products.ts; the build preloads them with the product
// (scripts/build/preload-manifest.ts).
import Cookies from 'js-cookie';
import { fetchBootstrap } from './bootstrap.ts';
import { deferredEndpoints } from './deferred.ts';
import { resolveBaseUrl } from './base-url.ts';
import { sendEvents } from './events.ts';
import { telemetryBlob } from './telemetry.ts';
import { createHttp, type Http } from './http.ts';
import { AFTER_FORM, MAIN_SCREEN, OTHER_CLIENTS } from '../products/lazy-products.ts';
import { oauthAuthenticate, oauthStartUrl } from '../products/oauth/client.ts';
import { sessions } from './sessions.ts';
import type { ClientOptions, CourtClient } from './types.ts';
import { users } from './users.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;

/** The names of a group's endpoints, a nested one's as `outer.inner`. */
type EndpointName<G> = {
  [K in keyof G & string]: G[K] extends (...args: never[]) => unknown ? K : `${K}.${EndpointName<G[K]>}`;
}[keyof G & string];

/** A group's module, which exports the function that makes the group under the group's name. */
type GroupModule<G extends string, Group> = {
  [K in G]: (http: Http, publicToken: string, csrfToken: () => string | undefined) => Group;
};

/**
 * The groups whose endpoints load on their first call: each with the importer of its module and the
 * names of its endpoints, by which each is found in the loaded group. The compiler refuses a group
 * or a name the client's type does not have; tests/unit/provider/client-groups.test.ts fails on an
 * endpoint without its name here.
 */
export const DEFERRED_GROUPS = {
  oneTap: [OTHER_CLIENTS.oneTap, ['start', 'submit']],
  otps: [AFTER_FORM.otp.client, ['email.loginOrCreate', 'sms.loginOrCreate', 'whatsapp.loginOrCreate', 'authenticate']],
  magicLinks: [AFTER_FORM.emailMagicLinks.client, ['email.loginOrCreate', 'authenticate']],
  passwords: [
    AFTER_FORM.passwords.client,
    ['strengthCheck', 'create', 'authenticate', 'resetByEmailStart', 'resetByEmail'],
  ],
  webauthn: [MAIN_SCREEN.passkeys.client, ['registerStart', 'register', 'authenticateStart', 'authenticate', 'update']],
  cryptoWallets: [MAIN_SCREEN.crypto.client, ['authenticateStart', 'authenticate']],
  idp: [OTHER_CLIENTS.oauthAuthorize, ['authorizeStart', 'authorizeSubmit', 'issuer']],
} satisfies {
  [G in keyof CourtClient]?: readonly [
    load: () => Promise<GroupModule<G, CourtClient[G]>>,
    endpoints: readonly EndpointName<CourtClient[G]>[],
  ];
};

type DeferredGroups = { [G in keyof typeof DEFERRED_GROUPS]: CourtClient[G] };

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
  const deferred = Object.fromEntries(
    Object.entries(DEFERRED_GROUPS).map(([group, [load, endpoints]]) => [
      group,
      deferredEndpoints(
        () => load().then((module) => (module as GroupModule<string, object>)[group]!(http, publicToken, csrfToken)),
        endpoints,
      ),
    ]),
  ) as unknown as DeferredGroups;

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
    sessions: sessions(http),
    users: users(http),
    ...deferred,
  };
}
