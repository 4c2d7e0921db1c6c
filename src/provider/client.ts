// createClient: the typed provider client, one function per endpoint of docs/provider-api.md. Each
// product's endpoints are in its folder (src/products/<product>/client.ts, the OAuth authorize mode's
// in src/modes/oauth-authorize/client.ts), loaded on their first call; the build preloads them with
// the product (scripts/build/preload-manifest.ts).
import Cookies from 'js-cookie';
import { fetchBootstrap } from './bootstrap.ts';
import { deferredEndpoints } from './deferred.ts';
import { resolveBaseUrl } from './base-url.ts';
import { sendEvents } from './events.ts';
import { telemetryBlob } from './telemetry.ts';
import { createHttp, type Http } from './http.ts';
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
 * The groups whose endpoints load on their first call, one line each: the importer of the group's
 * module, which exports the function making the group under the group's name, and the names of its
 * endpoints, by which each call finds its own in the loaded group. The importers are here, in the
 * Court's chunk, rather than beside the registry's in the widget's chunk, which the first load
 * carries (docs/architecture.md#the-product-registry). The compiler refuses a group or a name that
 * CourtClient does not have; tests/unit/provider/client-groups.test.ts fails on an endpoint without
 * its name here, and on a lazy product of the registry without its group.
 */
export const DEFERRED_GROUPS = {
  oneTap: [() => import('../products/one-tap/client.ts'), ['start', 'submit']],
  otps: [
    () => import('../products/otp/client.ts'),
    ['email.loginOrCreate', 'sms.loginOrCreate', 'whatsapp.loginOrCreate', 'authenticate'],
  ],
  magicLinks: [() => import('../products/email-magic-links/client.ts'), ['email.loginOrCreate', 'authenticate']],
  passwords: [
    () => import('../products/passwords/client.ts'),
    ['strengthCheck', 'create', 'authenticate', 'resetByEmailStart', 'resetByEmail'],
  ],
  webauthn: [
    () => import('../products/passkeys/client.ts'),
    ['registerStart', 'register', 'authenticateStart', 'authenticate', 'update'],
  ],
  cryptoWallets: [() => import('../products/crypto/client.ts'), ['authenticateStart', 'authenticate']],
  idp: [() => import('../modes/oauth-authorize/client.ts'), ['authorizeStart', 'authorizeSubmit', 'issuer']],
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
