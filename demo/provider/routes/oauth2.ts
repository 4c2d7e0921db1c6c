// The authorization server's OAuth endpoints on the hosted provider's Connected Apps paths: discovery
// (RFC 8414, OpenID Connect Discovery), dynamic client registration (RFC 7591), token (RFC 6749 with
// PKCE, RFC 8707), userinfo, introspection (RFC 7662) and revocation (RFC 7009). They are open to every
// origin and answer in OAuth's own error shape.
import { connectedApps } from '../connected-apps/context.ts';
import { registerClient, registrationAnswer } from '../connected-apps/clients.ts';
import { readJsonBody } from '../connected-apps/oauth-body.ts';
import { OAuthError, oauthErrorResponse } from '../connected-apps/oauth-errors.ts';
import { ApiError, json } from '../http.ts';
import type { Route, RouteContext, RouteGroup } from '../router.ts';

/** Runs an OAuth handler: its errors, and the provider's own (e.g. 429), come back as `{error, error_description}`. */
function oauthRoute(method: Route['method'], path: string, handle: (context: RouteContext) => Promise<Response> | Response): Route {
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
        if (error instanceof ApiError && error.status === 429) return oauthErrorResponse(new OAuthError(429, 'slow_down', error.message, error.headers));
        if (error instanceof ApiError) return oauthErrorResponse(new OAuthError(error.status, 'invalid_request', error.message, error.headers));
        throw error;
      }
    },
  };
}

export const oauth2Routes: RouteGroup = {
  name: 'oauth2',
  routes: [
    oauthRoute('POST', '/v1/oauth2/register', async (context) => {
      const body = await readJsonBody(context.request);
      context.provider.registrationLimits.hit(context.client);
      const registration = registerClient(connectedApps(context.provider), body, context.provider.now());
      return json(registrationAnswer(registration), 201, { Pragma: 'no-cache' });
    }),
  ],
};
