// What a token is worth now: an access token only while its signature, issuer and expiry check out
// AND its grant still lists it (revoking a grant, a connected app or the token itself ends it before
// it expires); a refresh token only while it is its grant's current one.
import type { StoredUser } from '../state/model.ts';
import type { ConnectedAppsState, Grant } from './apps-state.ts';
import { grantOfAccessToken, lookUpRefreshToken, revokeAccessToken, revokeGrant } from './grants.ts';
import { signingKey } from './signing-key.ts';
import { verifyAccessToken, type AccessTokenClaims } from './tokens.ts';

export interface TokenCheckContext {
  state: ConnectedAppsState;
  users: Map<string, StoredUser>;
  issuer: string;
  now: number;
}

export interface ActiveAccessToken {
  claims: AccessTokenClaims;
  grant: Grant;
  user: StoredUser;
}

export async function activeAccessToken(context: TokenCheckContext, token: string): Promise<ActiveAccessToken | null> {
  const key = await signingKey(context.state, context.now);
  const claims = await verifyAccessToken(key, token, context.issuer, context.now);
  if (!claims) return null;
  const grant = grantOfAccessToken(context.state, claims.jti, context.now);
  const user = context.users.get(claims.sub);
  if (!grant || !user || grant.user_id !== claims.sub) return null;
  return { claims, grant, user };
}

/**
 * The RFC 7662 answer for `token`. `clientId` limits the answer to that client's tokens (a client
 * introspecting); null (the project's backend) sees every token.
 */
export async function introspect(
  context: TokenCheckContext,
  token: string,
  clientId: string | null,
): Promise<Record<string, unknown>> {
  const inactive = { active: false };
  const access = await activeAccessToken(context, token);
  if (access) {
    if (clientId !== null && access.claims.client_id !== clientId) return inactive;
    const { claims } = access;
    return {
      active: true,
      iss: claims.iss,
      sub: claims.sub,
      aud: claims.aud,
      scope: claims.scope,
      client_id: claims.client_id,
      exp: claims.exp,
      iat: claims.iat,
      nbf: claims.nbf,
      jti: claims.jti,
      token_type: 'Bearer',
    };
  }
  const refresh = lookUpRefreshToken(context.state, token, context.now);
  if (refresh.kind !== 'current' || (clientId !== null && refresh.grant.client_id !== clientId)) return inactive;
  const { grant } = refresh;
  return {
    active: true,
    iss: context.issuer,
    sub: grant.user_id,
    aud: grant.resources,
    scope: grant.scopes.join(' '),
    client_id: grant.client_id,
    exp: Math.floor(grant.refresh_expires_at / 1000),
    token_type: 'refresh_token',
  };
}

/** RFC 7009: a refresh token revokes its grant (and every access token of it); an access token revokes itself. Other tokens change nothing. */
export async function revoke(context: TokenCheckContext, token: string, clientId: string): Promise<void> {
  const refresh = lookUpRefreshToken(context.state, token, context.now);
  if (refresh.kind !== 'unknown') {
    if (refresh.grant.client_id === clientId) revokeGrant(context.state, refresh.grant.grant_id);
    return;
  }
  const access = await activeAccessToken(context, token);
  if (access && access.claims.client_id === clientId) revokeAccessToken(context.state, access.claims.jti);
}
