// An assistant's access token from the real local provider's Connected Apps, got over HTTP as a client
// and a consent page get it: register (RFC 7591), the person's Allow (the SDK consent submit with their
// session), the code exchanged with its PKCE verifier. And the person's Revoke, as the dashboard sends it.
import { createHash, randomBytes } from 'node:crypto';

const REDIRECT_URI = 'http://127.0.0.1:33419/callback';

const sdkAuthorization = (publicToken: string, sessionToken: string) =>
  `Basic ${Buffer.from(`${publicToken}:${sessionToken}`).toString('base64')}`;

async function expectOk(response: Response, step: string): Promise<any> {
  const body = await response.json();
  if (!response.ok) throw new Error(`${step} failed with ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

export interface AssistantGrant {
  clientId: string;
  accessToken: string;
}

export async function grantAssistant(options: {
  providerUrl: string;
  publicToken: string;
  sessionToken: string;
  resource: string;
  scopes?: string[];
}): Promise<AssistantGrant> {
  const { providerUrl } = options;
  const registered = await expectOk(
    await fetch(`${providerUrl}/v1/oauth2/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_name: `Revocation test assistant ${randomBytes(4).toString('hex')}`,
        redirect_uris: [REDIRECT_URI],
        token_endpoint_auth_method: 'none',
      }),
    }),
    'Registration',
  );
  const clientId = registered.client_id as string;

  const verifier = randomBytes(32).toString('base64url');
  const allowed = await expectOk(
    await fetch(`${providerUrl}/sdk/v1/idp/oauth/authorize/submit`, {
      method: 'POST',
      headers: {
        Authorization: sdkAuthorization(options.publicToken, options.sessionToken),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        client_id: clientId,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        scopes: options.scopes ?? ['openid', 'email', 'courts:read', 'courts:book'],
        state: 'state-1',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        consent_granted: true,
        resources: [options.resource],
      }),
    }),
    'Consent',
  );
  const code = new URL(allowed.data.redirect_uri as string).searchParams.get('code');
  if (!code) throw new Error(`Consent gave no code: ${JSON.stringify(allowed)}`);

  const tokens = await expectOk(
    await fetch(`${providerUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: REDIRECT_URI,
        client_id: clientId,
        resource: options.resource,
      }),
    }),
    'Code exchange',
  );
  return { clientId, accessToken: tokens.access_token as string };
}

/** The person's Revoke of a connected app (every token of the grant ends). */
export async function revokeAssistant(options: {
  providerUrl: string;
  publicToken: string;
  sessionToken: string;
  clientId: string;
}): Promise<void> {
  const headers = {
    Authorization: sdkAuthorization(options.publicToken, options.sessionToken),
    'Content-Type': 'application/json',
  };
  const listed = await expectOk(
    await fetch(`${options.providerUrl}/sdk/v1/users/connected_apps`, { headers }),
    'Listing connected apps',
  );
  const app = (listed.data.connected_apps as Array<{ connected_app_id: string }>).find(
    (entry) => entry.connected_app_id === options.clientId,
  );
  if (!app) throw new Error(`The person has not connected ${options.clientId}: ${JSON.stringify(listed)}`);
  await expectOk(
    await fetch(
      `${options.providerUrl}/sdk/v1/users/connected_apps/${encodeURIComponent(app.connected_app_id)}/revoke`,
      {
        method: 'POST',
        headers,
        body: '{}',
      },
    ),
    'Revoke',
  );
}
