// An access token for the worker, got the way an MCP client gets one: it reads the worker's protected
// resource metadata, discovers the provider, registers as a public client with a loopback redirect URI,
// sends the person to the consent page (Chromium plays them), and exchanges the code with its PKCE verifier
// for a token bound to the worker's /mcp.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright';
import {
  discoverAuthorizationServerMetadata,
  discoverOAuthProtectedResourceMetadata,
  exchangeAuthorization,
  registerClient,
  startAuthorization,
} from '@modelcontextprotocol/sdk/client/auth.js';
import { allowInChromium } from './person.ts';

export async function signInForAccessToken(
  browser: Browser,
  stack: { workerUrl: string; providerUrl: string },
  email: string,
): Promise<string> {
  const resource = await discoverOAuthProtectedResourceMetadata(`${stack.workerUrl}/mcp`);
  const issuer = resource.authorization_servers?.[0];
  if (!issuer) throw new Error('The worker names no authorization server.');
  const metadata = await discoverAuthorizationServerMetadata(issuer);
  if (!metadata) throw new Error(`No authorization server metadata at ${issuer}.`);

  // The loopback listener a desktop client opens for the browser to come back to; it only has to answer.
  const callback = createServer((_request, response) => response.end('You can close this window.'));
  await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
  const callbackPort = (callback.address() as AddressInfo).port;
  const redirectUrl = `http://127.0.0.1:${callbackPort}/callback`;
  try {
    const clientInformation = await registerClient(issuer, {
      metadata,
      clientMetadata: {
        client_name: 'Conformance run',
        redirect_uris: [redirectUrl],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      },
    });
    const { authorizationUrl, codeVerifier } = await startAuthorization(issuer, {
      metadata,
      clientInformation,
      redirectUrl,
      scope: resource.scopes_supported?.join(' '),
      resource: new URL(resource.resource),
    });
    const answer = new URL(
      await allowInChromium(browser, authorizationUrl.href, {
        providerUrl: stack.providerUrl,
        email,
        callbackPort,
      }),
    );
    const code = answer.searchParams.get('code');
    if (!code) throw new Error(`The consent page came back without a code: ${answer.search}`);
    const tokens = await exchangeAuthorization(issuer, {
      metadata,
      clientInformation,
      authorizationCode: code,
      codeVerifier,
      redirectUri: redirectUrl,
      resource: new URL(resource.resource),
    });
    return tokens.access_token;
  } finally {
    callback.close();
  }
}
