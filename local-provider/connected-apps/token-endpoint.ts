// The token endpoint's two grants. authorization_code: a code is single use, bound to its client,
// redirect URI, resources and PKCE challenge (S256 only). refresh_token: each refresh token works once
// and is replaced; an old one coming back revokes the grant. Both answer with a refresh token, whether
// or not offline_access was asked for (MCP clients rarely ask for it and still expect one).
import { codeChallengeFor } from '../domain/pkce.ts';
import type { ProviderSettings } from '../settings/settings.ts';
import type { StoredUser } from '../state/model.ts';
import type { ConnectedAppsState, Grant, RegisteredClient } from './apps-state.ts';
import { findCode } from './codes.ts';
import { createGrant, lookUpRefreshToken, noteAccessToken, revokeGrant, rotateRefreshToken } from './grants.ts';
import type { OAuthParameters } from './oauth-body.ts';
import { invalidGrant, invalidRequest, invalidScope, invalidTarget, OAuthError } from './oauth-errors.ts';
import { MAX_RESOURCES, resourceProblem } from './resources.ts';
import { isGrantable, isOffered, parseScopeParameter } from './scopes.ts';
import { signingKey } from './signing-key.ts';
import { signAccessToken, signIdToken } from './tokens.ts';

export interface TokenContext {
  settings: ProviderSettings;
  state: ConnectedAppsState;
  users: Map<string, StoredUser>;
  issuer: string;
  now: number;
}

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

function requestedResources(context: TokenContext, params: OAuthParameters, allowed: string[]): string[] {
  const asked = [...new Set(params.all('resource'))];
  if (asked.length > MAX_RESOURCES) throw invalidTarget(`Name at most ${MAX_RESOURCES} resources.`);
  for (const resource of asked) {
    const problem = resourceProblem(context.settings, resource);
    if (problem) throw invalidTarget(problem);
    if (!allowed.includes(resource))
      throw invalidTarget(`The resource ${resource} was not part of this authorization.`);
  }
  return asked.length > 0 ? asked : allowed;
}

/** A scope the project does not offer is refused (offline_access is offered, so it is always fine). */
function checkOffered(context: TokenContext, scopes: string[]): void {
  const unknown = scopes.find((scope) => !isOffered(context.settings, scope));
  if (unknown !== undefined) throw invalidScope(`The scope "${unknown}" is not offered by this project.`);
}

function liveUser(context: TokenContext, userId: string): StoredUser {
  const user = context.users.get(userId);
  if (!user) throw invalidGrant('The person this grant was for no longer exists.');
  return user;
}

async function tokenAnswer(
  context: TokenContext,
  grant: Grant,
  user: StoredUser,
  details: {
    scopes: string[];
    resources: string[];
    refreshToken: string;
    nonce: string | null;
  },
): Promise<Record<string, unknown>> {
  const key = await signingKey(context.state, context.now);
  const lifetimeSeconds = context.settings.connected_apps.access_token_lifetime_minutes * 60;
  const access = await signAccessToken(key, {
    issuer: context.issuer,
    userId: user.profile.user_id,
    clientId: grant.client_id,
    scopes: details.scopes,
    audience: [...details.resources, context.settings.project_id],
    lifetimeSeconds,
    now: context.now,
  });
  noteAccessToken(context.state, grant, access.jti, access.expiresAt);
  const idToken = details.scopes.includes('openid')
    ? await signIdToken(key, {
        issuer: context.issuer,
        user,
        clientId: grant.client_id,
        scopes: details.scopes,
        nonce: details.nonce,
        now: context.now,
      })
    : undefined;
  return {
    access_token: access.token,
    token_type: 'Bearer',
    expires_in: lifetimeSeconds,
    scope: details.scopes.join(' '),
    refresh_token: details.refreshToken,
    ...(idToken ? { id_token: idToken } : {}),
  };
}

async function exchangeCode(context: TokenContext, client: RegisteredClient, params: OAuthParameters) {
  const code = params.single('code');
  const redirectUri = params.single('redirect_uri');
  const verifier = params.single('code_verifier');
  if (code === undefined) throw invalidRequest('Send the authorization code as code.');
  if (redirectUri === undefined) throw invalidRequest('Send the redirect_uri the code was issued for.');
  checkOffered(context, parseScopeParameter(params.single('scope')));
  const pending = findCode(context.state, code, context.now);
  if (!pending) throw invalidGrant('The authorization code is unknown or has expired.');
  if (pending.used_for_grant !== null) {
    // A code seen twice may have been stolen: everything issued from it is revoked (RFC 6749 §4.1.2).
    revokeGrant(context.state, pending.used_for_grant);
    throw invalidGrant('The authorization code was already used; the tokens issued for it are revoked.');
  }
  if (pending.client_id !== client.client_id)
    throw invalidGrant('The authorization code was issued to another client.');
  if (redirectUri !== pending.redirect_uri)
    throw invalidGrant('The redirect_uri differs from the one the code was issued for.');
  if (verifier === undefined || !VERIFIER.test(verifier) || codeChallengeFor(verifier) !== pending.code_challenge) {
    // A wrong verifier uses the code up: nobody gets to try again with it.
    context.state.codes = context.state.codes.filter((entry) => entry !== pending);
    throw invalidGrant(
      verifier === undefined
        ? 'PKCE is required: send the code_verifier.'
        : 'The code_verifier does not match the code_challenge.',
    );
  }
  const resources = requestedResources(context, params, pending.resources);
  const user = liveUser(context, pending.user_id);
  const { grant, refreshToken } = createGrant(
    context.state,
    {
      user_id: pending.user_id,
      client_id: client.client_id,
      scopes: pending.scopes,
      resources: pending.resources,
    },
    context.now,
  );
  pending.used_for_grant = grant.grant_id;
  return tokenAnswer(context, grant, user, { scopes: pending.scopes, resources, refreshToken, nonce: pending.nonce });
}

async function refresh(context: TokenContext, client: RegisteredClient, params: OAuthParameters) {
  const token = params.single('refresh_token');
  if (token === undefined) throw invalidRequest('Send the refresh_token.');
  const found = lookUpRefreshToken(context.state, token, context.now);
  if (found.kind === 'unknown') throw invalidGrant('The refresh token is unknown, expired or revoked.');
  if (found.grant.client_id !== client.client_id) throw invalidGrant('The refresh token was issued to another client.');
  if (found.kind === 'reused') {
    revokeGrant(context.state, found.grant.grant_id);
    throw invalidGrant('The refresh token was already used; the grant is revoked.');
  }
  const { grant } = found;
  const user = liveUser(context, grant.user_id);
  // The person's roles may have changed since the consent: a scope they can no longer grant leaves the grant.
  grant.scopes = grant.scopes.filter((scope) => isGrantable(context.settings, scope, user.profile.roles));
  const asked = parseScopeParameter(params.single('scope'));
  checkOffered(context, asked);
  const extra = asked.find((scope) => !grant.scopes.includes(scope));
  if (extra !== undefined) throw invalidScope(`The scope "${extra}" was not granted, or can no longer be.`);
  const resources = requestedResources(context, params, grant.resources);
  const refreshToken = rotateRefreshToken(context.state, grant, context.now);
  return tokenAnswer(context, grant, user, {
    scopes: asked.length > 0 ? asked : grant.scopes,
    resources,
    refreshToken,
    nonce: null,
  });
}

/** Answers a token request from an authenticated client. */
export function issueTokens(
  context: TokenContext,
  client: RegisteredClient,
  params: OAuthParameters,
): Promise<Record<string, unknown>> {
  const grantType = params.single('grant_type');
  if (grantType === undefined) throw invalidRequest('Send grant_type.');
  if (grantType === 'authorization_code') return exchangeCode(context, client, params);
  if (grantType === 'refresh_token') return refresh(context, client, params);
  throw new OAuthError(
    400,
    'unsupported_grant_type',
    'Only the authorization_code and refresh_token grants are supported.',
  );
}
