// The authorization request of an OAuth 2.1 client (RFC 6749 §4.1.1, PKCE RFC 7636, resource
// indicators RFC 8707), read from the consent page's address and bounded before anything is sent.
// A request whose client_id or redirect_uri is missing, repeated or unusable is shown on the page
// and never redirected to; any other fault is kept to be sent back to the client once the provider
// has confirmed the client and its redirect_uri (RFC 6749 §4.1.2.1).
import { filterQuery } from '../../../lib/query-pairs.ts';

/** The parameters this page reads; anything else in the address is ignored. */
export const AUTHORIZATION_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
  'resource',
  'prompt',
  'nonce',
] as const;

/** Scopes asked for when a request names none (what OpenID clients expect). */
export const DEFAULT_SCOPES = ['openid', 'email', 'profile'] as const;

const LIMITS = {
  query: 16_384,
  clientId: 256,
  redirectUri: 2_048,
  state: 2_048,
  nonce: 512,
  scope: 2_048,
  scopes: 32,
  scopeName: 128,
  // RFC 8707 sets no limit: the provider's is the same (local-provider/connected-apps/resources.ts).
  resources: 8,
  resource: 2_048,
  prompt: 64,
} as const;

/** Why a request cannot even be answered to its client: shown on the page. */
export type RequestProblem = 'missingClient' | 'missingRedirect' | 'malformedRedirect' | 'oversized';

/** An OAuth error to send back to the client's redirect_uri. */
export type ClientErrorCode =
  | 'invalid_request'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'login_required'
  | 'consent_required'
  | 'access_denied';

export interface ClientFault {
  error: ClientErrorCode;
  /** English, for the client's developer (error_description). */
  description: string;
}

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  responseType: string;
  scopes: string[];
  /** Sent back verbatim; absent when the request had none. */
  state?: string;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  resources: string[];
  /** `none`, `consent`, `login`, `select_account`, space separated as sent. */
  prompt?: string;
  /** The first fault that goes back to the client, once the provider confirmed client and redirect_uri. */
  fault?: ClientFault;
}

export type ParsedRequest = { ok: true; request: AuthorizationRequest } | { ok: false; problem: RequestProblem };

/** Reads the request from `location.search`. */
export function parseAuthorizationRequest(search: string): ParsedRequest {
  if (search.length > LIMITS.query) return { ok: false, problem: 'oversized' };
  const params = new URLSearchParams(search);
  const values = new Map<string, string[]>();
  for (const name of AUTHORIZATION_PARAMS) values.set(name, params.getAll(name));
  const clientIds = values.get('client_id')!;
  const redirectUris = values.get('redirect_uri')!;
  // Which of two client ids or return addresses would be meant cannot be known: neither is used.
  if (clientIds.length !== 1 || clientIds[0]!.trim() === '') return { ok: false, problem: 'missingClient' };
  if (redirectUris.length !== 1 || redirectUris[0]!.trim() === '') return { ok: false, problem: 'missingRedirect' };
  const clientId = clientIds[0]!;
  const redirectUri = redirectUris[0]!;
  if (clientId.length > LIMITS.clientId || redirectUri.length > LIMITS.redirectUri)
    return { ok: false, problem: 'oversized' };
  if (!usableRedirect(redirectUri)) return { ok: false, problem: 'malformedRedirect' };

  const faults: ClientFault[] = [];
  const single = (name: (typeof AUTHORIZATION_PARAMS)[number], limit: number): string | undefined => {
    const given = values.get(name)!;
    if (given.length > 1) faults.push({ error: 'invalid_request', description: `${name} is repeated.` });
    const value = given[0];
    if (value !== undefined && value.length > limit) {
      faults.push({ error: 'invalid_request', description: `${name} is too long.` });
      return undefined;
    }
    return value;
  };
  const responseType = single('response_type', 64) ?? '';
  const scope = single('scope', LIMITS.scope);
  const state = single('state', LIMITS.state);
  const nonce = single('nonce', LIMITS.nonce);
  const codeChallenge = single('code_challenge', 128);
  const codeChallengeMethod = single('code_challenge_method', 16);
  const prompt = single('prompt', LIMITS.prompt);
  const resources = values.get('resource')!;
  if (
    resources.length > LIMITS.resources ||
    resources.some((resource) => resource.length > LIMITS.resource || !isAbsoluteUrl(resource))
  ) {
    faults.push({
      error: 'invalid_request',
      description: `resource must be at most ${LIMITS.resources} absolute URLs.`,
    });
  }
  const scopes =
    scope === undefined || scope.trim() === '' ? [...DEFAULT_SCOPES] : [...new Set(scope.trim().split(/ +/))];
  if (scopes.length > LIMITS.scopes || scopes.some((name) => name.length > LIMITS.scopeName)) {
    faults.push({ error: 'invalid_scope', description: 'Too many or too long scopes.' });
  }
  if (responseType !== 'code') {
    faults.unshift({
      error: responseType === '' ? 'invalid_request' : 'unsupported_response_type',
      description: responseType === '' ? 'response_type is missing.' : 'Only response_type=code is supported.',
    });
  }
  if (!codeChallenge) faults.push({ error: 'invalid_request', description: 'code_challenge is required (PKCE).' });
  // An S256 challenge is the base64url SHA-256 of the verifier: 43 characters.
  else if (!/^[A-Za-z0-9_-]{43}$/.test(codeChallenge))
    faults.push({ error: 'invalid_request', description: 'code_challenge is not an S256 challenge.' });
  // Without a method, RFC 7636 means plain, which is not accepted.
  if (codeChallengeMethod !== 'S256')
    faults.push({ error: 'invalid_request', description: 'code_challenge_method must be S256.' });
  if (prompt !== undefined && !knownPrompt(prompt))
    faults.push({
      error: 'invalid_request',
      description: 'prompt must be none, login, consent or select_account (none alone).',
    });

  return {
    ok: true,
    request: {
      clientId,
      redirectUri,
      responseType,
      scopes,
      state,
      nonce,
      codeChallenge,
      codeChallengeMethod,
      prompt,
      resources: resources.length <= LIMITS.resources ? resources : [],
      fault: faults[0],
    },
  };
}

const PROMPTS = new Set(['none', 'login', 'consent', 'select_account']);

function knownPrompt(prompt: string): boolean {
  const values = prompt.split(' ').filter((value) => value !== '');
  return values.every((value) => PROMPTS.has(value)) && (!values.includes('none') || values.length === 1);
}

/** Whether the request asks that no screen be shown (OpenID Connect `prompt=none`). */
export function promptsNone(request: AuthorizationRequest): boolean {
  return (request.prompt ?? '').split(' ').includes('none');
}

/** Whether the request asks a signed-in person to sign in again (`prompt=login`). */
export function promptsLogin(request: AuthorizationRequest): boolean {
  return (request.prompt ?? '').split(' ').includes('login');
}

/**
 * Whether the request asks the person to confirm the account (`prompt=login` or `select_account`):
 * then the consent screen, which names the account and offers another, is shown even when consent
 * is remembered, so a code never leaves without the person seeing which account it is for.
 */
export function promptsAccountCheck(request: AuthorizationRequest): boolean {
  const values = (request.prompt ?? '').split(' ');
  return values.includes('login') || values.includes('select_account');
}

/** An http(s) URL without credentials or fragment (RFC 6749 §3.1.2): the only kind a code may go to. */
function usableRedirect(value: string): boolean {
  const url = parseUrl(value);
  return (
    url !== null &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    !url.hash
  );
}

function isAbsoluteUrl(value: string): boolean {
  return parseUrl(value) !== null;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The redirect_uri with `error`, `state` and `iss` appended, each once (RFC 6749 §4.1.2.1, RFC 9207). */
export function errorRedirect(
  request: AuthorizationRequest,
  error: ClientErrorCode,
  issuer: string | null,
  description?: string,
): string {
  const url = new URL(request.redirectUri);
  for (const name of ['error', 'error_description', 'state', 'iss', 'code']) url.searchParams.delete(name);
  url.searchParams.append('error', error);
  if (description) url.searchParams.append('error_description', description);
  if (request.state !== undefined) url.searchParams.append('state', request.state);
  if (issuer) url.searchParams.append('iss', issuer);
  return url.href;
}

/** Whether `answer` goes to the very address the client asked for (origin and path; the query is the provider's). */
export function sameRedirectTarget(answer: string, requested: string): boolean {
  const to = parseUrl(answer);
  const asked = parseUrl(requested);
  return to !== null && asked !== null && to.origin === asked.origin && to.pathname === asked.pathname;
}

/** Where the code goes, as a visitor can judge it: its host, and whether it is this computer or not encrypted. */
export interface RedirectDestination {
  host: string;
  loopback: boolean;
  insecure: boolean;
}

export function redirectDestination(redirectUri: string): RedirectDestination {
  const url = new URL(redirectUri);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const loopback =
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
    hostname === '::1';
  return { host: url.host, loopback, insecure: url.protocol !== 'https:' };
}

/**
 * This page's own address with the authorization request and nothing else: where a sign-in that
 * leaves the page (an OAuth provider, an emailed link) must bring the visitor back.
 */
export function returnAddress(href: string): string {
  const url = new URL(href);
  // As written: re-encoded, the same request could come back too long to be read (`LIMITS.query`).
  const query = filterQuery(url.search, (name) => (AUTHORIZATION_PARAMS as readonly string[]).includes(name));
  return `${url.origin}${url.pathname}${query}`;
}
