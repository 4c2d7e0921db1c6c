// createClient: the typed provider client, one function per endpoint of docs/provider-api.md. Each
// product's endpoints are in its folder (src/products/<product>/client.ts, listed in
// deferred-groups.ts; the OAuth authorize mode's in src/modes/oauth-authorize/client.ts), loaded on
// their first call; the build preloads them with the product (scripts/build/preload-manifest.ts).
import Cookies from 'js-cookie';
import { fetchBootstrap } from './bootstrap.ts';
import { deferredEndpoints, type EndpointName } from './deferred.ts';
import { productGroups } from './deferred-groups.ts';
import { resolveBaseUrl } from './base-url.ts';
import { sendEvents } from './events.ts';
import { telemetryBlob } from './telemetry.ts';
import { createHttp } from './http.ts';
import { oauthAuthenticate } from '../products/oauth/client.ts';
import { oauthStartUrl } from './oauth-start-url.ts';
import { sessions } from './sessions.ts';
import type { ClientOptions, CourtClient, IdpCalls } from './types.ts';
import { users } from './users.ts';
import { requestTimeout } from './timeout.ts';

/**
 * The authorize mode's endpoints, loaded on their first call like a product's group but listed here:
 * the client's type takes the products' groups from deferred-groups.ts, and the mode's module there
 * would put a mode among what every flow imports. Their types are IdpCalls, in types.ts.
 */
export const IDP_ENDPOINTS = [
  'authorizeStart',
  'authorizeSubmit',
  'issuer',
] as const satisfies readonly EndpointName<IdpCalls>[];

export function createClient(options: ClientOptions): CourtClient {
  if (typeof options.publicToken !== 'string' || options.publicToken.trim() === '') {
    throw new TypeError('court-login: the public token must be a non-empty string.');
  }
  const publicToken = options.publicToken;
  const baseUrl = resolveBaseUrl(publicToken, options.baseUrl);
  const timeoutMs = requestTimeout(options.timeoutMs);
  const http = createHttp({ ...options, publicToken, baseUrl, timeoutMs });
  const getIds = options.getTelemetryIds ?? (() => ({}));
  // One Tap's double-submit token: the g_csrf_token cookie that Google's identity script sets.
  const csrfToken = () => Cookies.get('g_csrf_token') ?? Cookies.get('stytch_csrf_private_token');

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
    ...productGroups(http, publicToken, csrfToken),
    idp: deferredEndpoints(
      () => import('../modes/oauth-authorize/client.ts').then((module) => module.idpCalls(http)),
      IDP_ENDPOINTS,
    ) as unknown as IdpCalls,
  };
}
