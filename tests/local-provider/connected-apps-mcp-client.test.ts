// @vitest-environment node
// The MCP TypeScript SDK's own OAuth client functions (@modelcontextprotocol/sdk, what assistants run)
// against the local provider over HTTP: discovery, registration, the authorization request the SDK
// builds (answered here through the consent API, as the app's consent page would), the code exchange
// and a refresh. The SDK checks every answer against its schemas, so a shape it cannot read fails here.
import {
  discoverAuthorizationServerMetadata,
  exchangeAuthorization,
  refreshAuthorization,
  registerClient,
  startAuthorization,
} from '@modelcontextprotocol/sdk/client/auth.js';
import { InvalidClientError, InvalidGrantError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../../local-provider/http/server.ts';
import { basic } from './helpers.ts';

const RESOURCE = new URL('http://localhost:8787/mcp');
const REDIRECT = 'http://localhost:40123/oauth/callback';

let running: RunningProvider;

beforeAll(async () => {
  running = await startProvider({ port: 0 });
});

afterAll(() => running?.close());

async function sdkCall(path: string, body: unknown, sessionToken?: string) {
  const { public_token: token } = running.provider.settings;
  const response = await fetch(`${running.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: basic(token, sessionToken ?? token) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data: Record<string, any> };
}

/** What the app's consent page does with the authorization URL: start, then submit for the signed-in person. */
async function consent(authorizationUrl: URL): Promise<URL> {
  const signedIn = await sdkCall('/sdk/v1/passwords/authenticate', {
    email: 'rally@court-login.local',
    password: 'clay-court-rally-2026',
    session_duration_minutes: 30,
  });
  const query = authorizationUrl.searchParams;
  const request = {
    client_id: query.get('client_id'),
    redirect_uri: query.get('redirect_uri'),
    response_type: query.get('response_type'),
    scopes: (query.get('scope') ?? '').split(' ').filter(Boolean),
    prompt: query.get('prompt') ?? undefined,
  };
  const started = await sdkCall('/sdk/v1/idp/oauth/authorize/start', request, signedIn.data.session_token);
  expect(started.data.consent_required).toBe(true);
  const submitted = await sdkCall(
    '/sdk/v1/idp/oauth/authorize/submit',
    {
      ...request,
      state: query.get('state'),
      code_challenge: query.get('code_challenge'),
      code_challenge_method: query.get('code_challenge_method'),
      resources: query.getAll('resource'),
      consent_granted: true,
    },
    signedIn.data.session_token,
  );
  return new URL(submitted.data.redirect_uri);
}

describe('the MCP SDK OAuth client against the local provider', () => {
  it('discovers, registers, authorizes with PKCE and a resource, exchanges the code and refreshes', async () => {
    const metadata = (await discoverAuthorizationServerMetadata(running.url))!;
    expect(metadata.issuer).toBe(running.url);
    expect(metadata.token_endpoint_auth_methods_supported?.[0]).toBe('none');
    const clientInformation = await registerClient(running.url, {
      metadata,
      clientMetadata: {
        client_name: 'MCP test client',
        redirect_uris: [REDIRECT],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      },
      scope: 'courts:read courts:book',
    });
    expect(clientInformation.client_secret).toBeUndefined();
    const { authorizationUrl, codeVerifier } = await startAuthorization(running.url, {
      metadata,
      clientInformation,
      redirectUrl: REDIRECT,
      scope: 'courts:read courts:book offline_access',
      state: 'mcp-state',
      resource: RESOURCE,
    });
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe('http://localhost:5173/oauth/authorize');
    const callback = await consent(authorizationUrl);
    expect(callback.searchParams.get('state')).toBe('mcp-state');
    expect(callback.searchParams.get('iss')).toBe(running.url);
    const tokens = await exchangeAuthorization(running.url, {
      metadata,
      clientInformation,
      authorizationCode: callback.searchParams.get('code')!,
      codeVerifier,
      redirectUri: REDIRECT,
      resource: RESOURCE,
    });
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      scope: 'courts:read courts:book offline_access',
      expires_in: 3600,
    });
    const refreshed = await refreshAuthorization(running.url, {
      metadata,
      clientInformation,
      refreshToken: tokens.refresh_token!,
      resource: RESOURCE,
    });
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    // The SDK reads the provider's refusals as the errors it recovers from.
    await expect(
      refreshAuthorization(running.url, {
        metadata,
        clientInformation,
        refreshToken: tokens.refresh_token!,
        resource: RESOURCE,
      }),
    ).rejects.toBeInstanceOf(InvalidGrantError);
    await expect(
      refreshAuthorization(running.url, {
        metadata,
        clientInformation: { client_id: 'connected-app-test-forgotten' },
        refreshToken: 'x',
      }),
    ).rejects.toBeInstanceOf(InvalidClientError);
  });
});
