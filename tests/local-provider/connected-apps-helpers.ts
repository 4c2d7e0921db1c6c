// Drives the local provider's authorization server like an MCP client and a consent page do.
import type { LocalProvider } from '../../local-provider/http/app.ts';
import { codeChallengeFor } from '../../local-provider/domain/pkce.ts';
import { BASE, latestMessage, pkcePair, post, send, tokenOf, type Answer } from './helpers.ts';

export const REDIRECT_URI = 'http://127.0.0.1:33418/callback';
export const RESOURCE = 'http://localhost:8787/mcp';

/** Signs `email` in by magic link; returns the session token. */
export async function signIn(provider: LocalProvider, email = 'ace@court-login.local'): Promise<string> {
  const { code_challenge, code_verifier } = pkcePair();
  await post(provider, '/sdk/v1/magic_links/email/login_or_create', { email, code_challenge });
  const token = tokenOf(latestMessage(provider, email).link);
  const answer = await post(provider, '/sdk/v1/magic_links/authenticate', {
    token,
    session_duration_minutes: 60,
    code_verifier,
  });
  return answer.body.data.session_token as string;
}

/** Registers a public client as an MCP client does (JSON, no auth, no Origin). */
export async function register(provider: LocalProvider, metadata: Record<string, unknown> = {}): Promise<Answer> {
  return post(
    provider,
    '/v1/oauth2/register',
    { client_name: 'Court Assistant', redirect_uris: [REDIRECT_URI], ...metadata },
    { authorization: null, origin: null },
  );
}

export async function registeredClientId(
  provider: LocalProvider,
  metadata: Record<string, unknown> = {},
): Promise<string> {
  const answer = await register(provider, metadata);
  if (answer.status !== 201) throw new Error(`Registration failed: ${answer.status} ${answer.text}`);
  return answer.body.client_id as string;
}

export const VERIFIER = 'verifier-0123456789-0123456789-0123456789-0123456789';
export const CHALLENGE = codeChallengeFor(VERIFIER);

export interface ConsentRequest {
  client_id: string;
  redirect_uri?: string;
  scopes?: string[];
  consent_granted?: boolean;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  prompt?: string;
  resources?: string[];
  response_type?: string;
}

export function consentBody(request: ConsentRequest) {
  return {
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scopes: ['openid', 'email', 'courts:read'],
    state: 'state-1',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    consent_granted: true,
    resources: [RESOURCE],
    ...request,
  };
}

export const start = (provider: LocalProvider, body: object, sessionToken?: string) =>
  post(provider, '/sdk/v1/idp/oauth/authorize/start', body, { sessionToken });

export const submit = (provider: LocalProvider, request: ConsentRequest, sessionToken: string) =>
  post(provider, '/sdk/v1/idp/oauth/authorize/submit', consentBody(request), { sessionToken });

/** Grants consent and returns the authorization code from the redirect. */
export async function authorizationCode(
  provider: LocalProvider,
  sessionToken: string,
  request: ConsentRequest,
): Promise<string> {
  const answer = await submit(provider, request, sessionToken);
  const code = new URL(answer.body?.data?.redirect_uri ?? 'http://x/').searchParams.get('code');
  if (!code) throw new Error(`No code: ${answer.status} ${answer.text}`);
  return code;
}

/** A form-encoded POST as OAuth clients send it. */
export function postForm(
  provider: LocalProvider,
  path: string,
  params: Record<string, string | string[]>,
  headers: Record<string, string> = {},
) {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) for (const item of [value].flat()) form.append(name, item);
  return send(provider, 'POST', path, undefined, {
    authorization: null,
    origin: null,
    rawBody: form.toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  });
}

export async function exchangeCode(
  provider: LocalProvider,
  clientId: string,
  code: string,
  extra: Record<string, string | string[]> = {},
) {
  return postForm(provider, '/v1/oauth2/token', {
    grant_type: 'authorization_code',
    code,
    code_verifier: VERIFIER,
    redirect_uri: REDIRECT_URI,
    client_id: clientId,
    resource: RESOURCE,
    ...extra,
  });
}

export const ISSUER = BASE;
