// The authorization server's OAuth endpoints on the hosted provider's Connected Apps paths: discovery
// (RFC 8414, OpenID Connect Discovery), JWKS, dynamic client registration (RFC 7591), token (RFC 6749
// with PKCE and RFC 8707 resources), userinfo, introspection (RFC 7662) and revocation (RFC 7009).
// Every origin may call them (native apps and browsers do), and they answer in OAuth's own error shape.
import { checkBackendCredentials } from '../http/auth.ts';
import { authenticateClient, basicCredentials } from '../connected-apps/client-auth.ts';
import { registerClient, registrationAnswer } from '../connected-apps/clients.ts';
import { connectedApps, issuerOf } from '../connected-apps/context.ts';
import { activeAccessToken, introspect, revoke, type TokenCheckContext } from '../connected-apps/introspection.ts';
import { serverMetadata } from '../connected-apps/metadata.ts';
import { readJsonBody, readParameters } from '../connected-apps/oauth-body.ts';
import {
  insufficientScope,
  invalidClient,
  invalidRequest,
  invalidToken,
  OAuthError,
  oauthErrorResponse,
} from '../connected-apps/oauth-errors.ts';
import { signingKey } from '../connected-apps/signing-key.ts';
import { issueTokens } from '../connected-apps/token-endpoint.ts';
import { identityClaims } from '../connected-apps/tokens.ts';
import { ApiError, json } from '../http/responses.ts';
import type { Route, RouteContext, RouteGroup } from '../http/router.ts';

/**
 * Runs an OAuth handler: its errors, and the provider's own, come back as `{error, error_description}`.
 * A 429 becomes `temporarily_unavailable` with its Retry-After (RFC 6749 §4.1.2.1); `slow_down` belongs
 * to the device flow (RFC 8628) and no client of these endpoints would read it.
 */
function oauthRoute(
  method: Route['method'],
  path: string,
  handle: (context: RouteContext) => Promise<Response> | Response,
): Route {
  return {
    method,
    path,
    access: 'open',
    cors: 'any',
    async handle(context) {
      try {
        return await handle(context);
      } catch (error) {
        if (error instanceof OAuthError) return oauthErrorResponse(error);
        if (error instanceof ApiError && error.status === 429)
          return oauthErrorResponse(new OAuthError(429, 'temporarily_unavailable', error.message, error.headers));
        if (error instanceof ApiError)
          return oauthErrorResponse(new OAuthError(error.status, 'invalid_request', error.message, error.headers));
        throw error;
      }
    },
  };
}

function checkContext(context: RouteContext): TokenCheckContext {
  const { provider } = context;
  return {
    state: connectedApps(provider),
    users: provider.state.users,
    issuer: issuerOf(context),
    now: provider.now(),
  };
}

/** Public documents: cacheable for a little while, like the hosted provider's. */
function document(body: Record<string, unknown>): Response {
  return json(body, 200, { 'Cache-Control': 'public, max-age=300' });
}

/** The Bearer token of the Authorization header (RFC 6750 §2.1). */
function bearerToken(context: RouteContext): string {
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(context.request.headers.get('authorization') ?? '');
  if (!match)
    throw new OAuthError(401, 'invalid_token', 'Send the access token in an Authorization: Bearer header.', {
      'WWW-Authenticate': 'Bearer',
    });
  return match[1]!;
}

async function userinfo(context: RouteContext): Promise<Response> {
  const active = await activeAccessToken(checkContext(context), bearerToken(context));
  if (!active) throw invalidToken('The access token is invalid, expired or revoked.');
  const scopes = active.claims.scope.split(' ');
  // UserInfo is an OpenID Connect endpoint: a token granted without openid does not reach it (OIDC Core §5.3).
  if (!scopes.includes('openid'))
    throw insufficientScope('openid', 'The access token was not granted the openid scope.');
  return json(identityClaims(active.user, scopes));
}

/** Who is introspecting: the project's backend (every token) or a registered client (its own tokens). */
function introspectingClient(context: RouteContext, params: Awaited<ReturnType<typeof readParameters>>): string | null {
  const basic = basicCredentials(context.request);
  if (basic && basic.id === context.provider.settings.project_id) {
    try {
      checkBackendCredentials(context.provider, context.request);
    } catch {
      throw invalidClient('The project credentials are wrong.', true);
    }
    return null;
  }
  return authenticateClient(connectedApps(context.provider), context.request, params).client_id;
}

function requiredToken(params: Awaited<ReturnType<typeof readParameters>>): string {
  const token = params.single('token');
  if (token === undefined) throw invalidRequest('Send the token.');
  return token;
}

export const oauth2Routes: RouteGroup = {
  name: 'oauth2',
  routes: [
    oauthRoute('GET', '/.well-known/oauth-authorization-server', (context) =>
      document(serverMetadata(context.provider.settings, issuerOf(context))),
    ),
    oauthRoute('GET', '/.well-known/openid-configuration', (context) =>
      document(serverMetadata(context.provider.settings, issuerOf(context))),
    ),
    oauthRoute('GET', '/.well-known/jwks.json', async ({ provider }) => {
      const key = await signingKey(connectedApps(provider), provider.now());
      return document({ keys: [key.publicJwk] });
    }),
    oauthRoute('POST', '/v1/oauth2/register', async (context) => {
      const body = await readJsonBody(context.request);
      context.provider.registrationLimits.hit(context.client);
      context.provider.registrationsInAll.hit('all');
      const registration = registerClient(connectedApps(context.provider), body, context.provider.now());
      return json(registrationAnswer(registration), 201, { Pragma: 'no-cache' });
    }),
    oauthRoute('POST', '/v1/oauth2/token', async (context) => {
      const params = await readParameters(context.request);
      const { provider } = context;
      const state = connectedApps(provider);
      const client = authenticateClient(state, context.request, params);
      const answer = await issueTokens(
        {
          settings: provider.settings,
          state,
          users: provider.state.users,
          issuer: issuerOf(context),
          now: provider.now(),
        },
        client,
        params,
      );
      return json(answer, 200, { Pragma: 'no-cache' });
    }),
    oauthRoute('GET', '/v1/oauth2/userinfo', userinfo),
    oauthRoute('POST', '/v1/oauth2/userinfo', userinfo),
    oauthRoute('POST', '/v1/oauth2/introspect', async (context) => {
      const params = await readParameters(context.request);
      const clientId = introspectingClient(context, params);
      return json(await introspect(checkContext(context), requiredToken(params), clientId));
    }),
    oauthRoute('POST', '/v1/oauth2/revoke', async (context) => {
      const params = await readParameters(context.request);
      const client = authenticateClient(connectedApps(context.provider), context.request, params);
      await revoke(checkContext(context), requiredToken(params), client.client_id);
      return json({});
    }),
  ],
};
