// The consent API behind the app's consent page: `start` checks an authorization request and says
// what the page must show; `submit` records the person's answer and returns where to send the browser.
// The SDK routes (/sdk/v1/idp/…) and the backend routes (/v1/idp/…) share these functions.
import { badRequest, notFound, type JsonObject } from '../http/responses.ts';
import type { StoredUser } from '../state/model.ts';
import type { ProviderSettings } from '../settings/settings.ts';
import { userView } from '../domain/users.ts';
import type { ConnectedAppsState, RegisteredClient } from './apps-state.ts';
import { findClient } from './clients.ts';
import { issueCode } from './codes.ts';
import { checkConsentRoom, coversScopes, rememberConsent } from './consents.ts';
import { matchRedirectUri } from './redirect-uris.ts';
import { resourceProblem, MAX_RESOURCES } from './resources.ts';
import { DEFAULT_SCOPES, isGrantable, isOffered, MAX_SCOPES, scopeDescription } from './scopes.ts';

export interface AuthorizeRequest {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scopes: string[];
  prompt?: string;
}

export interface SubmitRequest extends AuthorizeRequest {
  consent_granted: boolean;
  state?: string;
  nonce?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  resources: string[];
}

export interface AuthorizeContext {
  settings: ProviderSettings;
  state: ConnectedAppsState;
  /** The authorization server's issuer (its origin), added as `iss` to every redirect (RFC 9207). */
  issuer: string;
  now: number;
}

const PROMPTS = new Set(['none', 'login', 'consent', 'select_account']);
/** An S256 challenge is the base64url SHA-256 of the verifier: 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** The client and the registered redirect URI the request names; API errors (never a redirect) otherwise. */
function checkClient(context: AuthorizeContext, request: AuthorizeRequest): RegisteredClient {
  const client = findClient(context.state, request.client_id);
  if (!client)
    throw notFound('connected_app_not_found', 'No connected app has this client_id. The app must register again.');
  if (!matchRedirectUri(client.redirect_uris, request.redirect_uri)) {
    throw badRequest(
      'connected_app_supplied_redirect_url_not_found_in_client',
      'The redirect_uri is not one of the redirect URIs this connected app registered.',
    );
  }
  return client;
}

function requestedScopes(request: AuthorizeRequest): string[] {
  return request.scopes.length === 0 ? [...DEFAULT_SCOPES] : [...new Set(request.scopes)];
}

function promptValues(prompt: string | undefined): string[] | null {
  const values = (prompt ?? '').split(' ').filter((value) => value !== '');
  if (values.some((value) => !PROMPTS.has(value))) return null;
  if (values.includes('none') && values.length > 1) return null;
  return values;
}

/** What is wrong with the request once its client and redirect URI are known, as an OAuth error code and text. */
function requestProblem(
  settings: ProviderSettings,
  request: AuthorizeRequest,
  scopes: string[],
): [string, string] | null {
  if (request.response_type !== 'code') return ['unsupported_response_type', 'Only response_type=code is supported.'];
  if (scopes.length > MAX_SCOPES) return ['invalid_scope', `Ask for at most ${MAX_SCOPES} scopes.`];
  const unknown = scopes.find((scope) => !isOffered(settings, scope));
  if (unknown !== undefined) return ['invalid_scope', `The scope "${unknown}" is not offered by this project.`];
  if (!promptValues(request.prompt))
    return ['invalid_request', 'prompt must be none, login, consent or select_account (none alone).'];
  return null;
}

const API_ERRORS: Record<string, string> = {
  unsupported_response_type: 'unsupported_response_type',
  invalid_scope: 'oauth_invalid_scope_requested',
  invalid_request: 'invalid_request',
};

function consentNeeded(
  context: AuthorizeContext,
  user: StoredUser | null,
  request: AuthorizeRequest,
  scopes: string[],
): boolean {
  if (!user) return true;
  if (promptValues(request.prompt)?.includes('consent')) return true;
  const key = { userId: user.profile.user_id, clientId: request.client_id, redirectUri: request.redirect_uri };
  return !coversScopes(context.state, key, grantableScopes(context.settings, user, scopes));
}

function grantableScopes(settings: ProviderSettings, user: StoredUser, scopes: string[]): string[] {
  return scopes.filter((scope) => isGrantable(settings, scope, user.profile.roles));
}

/** Answers `authorize/start`: the client as a consent screen shows it, each scope, and whether consent is needed. */
export function startAuthorization(
  context: AuthorizeContext,
  request: AuthorizeRequest,
  user: StoredUser | null,
): JsonObject {
  const client = checkClient(context, request);
  const scopes = requestedScopes(request);
  const problem = requestProblem(context.settings, request, scopes);
  if (problem) throw badRequest(API_ERRORS[problem[0]]!, problem[1]);
  // Without a person, a scope is judged by the role every user of the project has.
  const roles = user?.profile.roles ?? ['stytch_user'];
  return {
    user_id: user?.profile.user_id ?? null,
    user: user ? userView(user) : null,
    client: {
      client_id: client.client_id,
      client_type: client.client_type,
      client_name: client.client_name,
      client_description: client.client_description,
      ...(client.logo_uri ? { client_logo_url: client.logo_uri } : {}),
    },
    consent_required: consentNeeded(context, user, request, scopes),
    scope_results: scopes.map((scope) => ({
      scope,
      is_grantable: isGrantable(context.settings, scope, roles),
      description: scopeDescription(context.settings, scope),
    })),
  };
}

/** `redirectUri` with `params` set, each once (a same-named parameter already there is replaced). */
function redirectWith(redirectUri: string, params: Array<[string, string | undefined]>): string {
  const url = new URL(redirectUri);
  for (const [name] of params) url.searchParams.delete(name);
  for (const [name, value] of params) if (value !== undefined) url.searchParams.append(name, value);
  return url.href;
}

function pkceProblem(request: SubmitRequest): string | null {
  if (request.code_challenge === undefined || request.code_challenge === '')
    return 'PKCE is required: send a code_challenge (S256).';
  // The consent API's body is not the authorization request itself: the hosted consent screen
  // (@stytch/vanilla-js 6.3.0 IdentityProvider) never forwards code_challenge_method, so a missing one
  // is taken as S256, the only method. RFC 7636's "missing means plain" is applied to the request's
  // query by the consent page, which refuses it before calling submit.
  if (request.code_challenge_method !== undefined && request.code_challenge_method !== 'S256')
    return 'Only code_challenge_method=S256 is supported.';
  if (!S256_CHALLENGE.test(request.code_challenge))
    return 'The code_challenge must be a base64url SHA-256 hash (43 characters).';
  return null;
}

/** Whether the request asks that nothing be shown (`prompt=none`). */
export function asksForNoPrompt(request: AuthorizeRequest): boolean {
  return promptValues(request.prompt)?.includes('none') ?? false;
}

/** Answers `authorize/submit` with `prompt=none` and nobody signed in: a `login_required` redirect (OpenID Connect Core §3.1.2.6). */
export function loginRequired(context: AuthorizeContext, request: AuthorizeRequest & { state?: string }): JsonObject {
  checkClient(context, request);
  return {
    redirect_uri: redirectWith(request.redirect_uri, [
      ['error', 'login_required'],
      ['error_description', 'Nobody is signed in.'],
      ['state', request.state],
      ['iss', context.issuer],
    ]),
  };
}

/**
 * Answers `authorize/submit` for a signed-in person. Once the client and redirect URI are known to be
 * right every outcome is a redirect: a code, or an OAuth error; each carries `state` and `iss`.
 */
export function submitAuthorization(context: AuthorizeContext, request: SubmitRequest, user: StoredUser): JsonObject {
  const client = checkClient(context, request);
  const scopes = requestedScopes(request);
  const fail = (error: string, description: string) => ({
    redirect_uri: redirectWith(request.redirect_uri, [
      ['error', error],
      ['error_description', description],
      ['state', request.state],
      ['iss', context.issuer],
    ]),
  });
  const problem = requestProblem(context.settings, request, scopes);
  if (problem) return fail(...problem);
  const pkce = pkceProblem(request);
  if (pkce) return fail('invalid_request', pkce);
  if (request.resources.length > MAX_RESOURCES)
    return fail('invalid_target', `Name at most ${MAX_RESOURCES} resources.`);
  const badResource = request.resources
    .map((resource) => resourceProblem(context.settings, resource))
    .find((found) => found !== null);
  if (badResource) return fail('invalid_target', badResource);
  const userId = user.profile.user_id;
  const needed = consentNeeded(context, user, request, scopes);
  // The hosted SDK submits with consent_granted false when start said no consent is needed.
  if (needed && promptValues(request.prompt)!.includes('none'))
    return fail('consent_required', 'The person has not granted these scopes to this app.');
  if (needed && !request.consent_granted) return fail('access_denied', 'The person denied the request.');
  const granted = grantableScopes(context.settings, user, scopes);
  // Both refusals (a full consent list, too many pending codes) come before any change: consent is
  // remembered only together with the code it led to.
  const consentKey = { userId, clientId: client.client_id, redirectUri: request.redirect_uri };
  checkConsentRoom(context.state, consentKey);
  const code = issueCode(
    context.state,
    {
      client_id: client.client_id,
      user_id: userId,
      redirect_uri: request.redirect_uri,
      code_challenge: request.code_challenge!,
      scopes: granted,
      resources: [...new Set(request.resources)],
      nonce: request.nonce ?? null,
    },
    context.now,
  );
  rememberConsent(context.state, consentKey, granted, context.now);
  return {
    redirect_uri: redirectWith(request.redirect_uri, [
      ['code', code],
      ['state', request.state],
      ['iss', context.issuer],
    ]),
    authorization_code: code,
  };
}
