// The assistant's sign-in end to end, as an AI desktop assistant does it: the MCP SDK's own Client meets the
// worker's 401, discovers the provider from the worker's metadata, registers itself, and sends the person to
// the tennis app's /oauth/authorize; the person signs in with Google (the local stand-in) and allows; the client
// exchanges the code with its PKCE verifier, lists the tools and calls them as that person, refreshes its token
// and calls again, and books a court with the code the "SMS" carried. Then the person revokes the assistant on
// the tennis app's dashboard, and the worker refuses its access token.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { auth, UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { startStack } from '../../demo/start.ts';
import { launchChromium, watchPage } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';

/** A loopback callback as a desktop client serves it: the first request's query is the authorization answer. */
async function startCallback(): Promise<{ url: string; answer: Promise<URLSearchParams>; server: Server }> {
  let deliver: (query: URLSearchParams) => void = () => {};
  const answer = new Promise<URLSearchParams>((resolve) => (deliver = resolve));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('You can close this window.');
    if (url.pathname === '/callback') deliver(url.searchParams);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`, answer, server };
}

/** What a desktop client keeps between runs, in memory; `authorizationUrl` is where it would open the browser. */
class MemoryOAuthProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  authorizationUrl?: URL;
  constructor(readonly redirectUrl: string) {}
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Court assistant (test)',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  state() {
    return 'state-kept-verbatim~!';
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(information: OAuthClientInformationMixed) {
    this.client = information;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

function textOf(result: unknown): string {
  const content = (result as { content?: Array<{ type: string; text?: string }> }).content ?? [];
  return content.map((part) => part.text ?? '').join('\n');
}

test(
  'an MCP client signs a person in through the consent page and calls the tools as that person',
  { timeout: 150_000 },
  async (t) => {
    // The worker trusts the provider's word on a token for 1 s here instead of 30 (step 7 waits for a revoke).
    const stack = await startStack({
      hostPort: 0,
      providerPort: 0,
      workerPort: 0,
      logLevel: 'silent',
      introspectionCacheMs: 1_000,
    });
    t.after(() => stack.close());
    const callback = await startCallback();
    t.after(() => new Promise((resolve) => callback.server.close(resolve)));
    const mcpUrl = new URL(`${stack.workerUrl}/mcp`);
    const oauth = new MemoryOAuthProvider(callback.url);

    // 1. Without a token: 401, and the SDK discovers, registers and asks for the browser step.
    const first = new Client({ name: 'court-assistant-test', version: '1.0.0' });
    await assert.rejects(
      first.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: oauth })),
      UnauthorizedError,
    );
    assert.ok(oauth.client?.client_id, 'the client registered itself');
    const authorizationUrl = oauth.authorizationUrl!;
    assert.equal(authorizationUrl.origin + authorizationUrl.pathname, `${stack.hostUrl}/oauth/authorize`);
    assert.equal(authorizationUrl.searchParams.get('resource'), mcpUrl.href);

    // 2. The person: signed out, signs in with Google on the consent page itself, then allows.
    const browser = await launchChromium();
    t.after(() => browser.close());
    const page = await browser.newPage({ locale: 'en-US' });
    page.setDefaultTimeout(20_000);
    const seen = watchPage(page);
    const email = `assistant-owner-${Date.now()}@example.com`;
    await page.goto(authorizationUrl.href);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stack.providerUrl}/v1/public/oauth/google/start`));
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stack.hostUrl}/oauth/authorize`));
    await page.getByRole('button', { name: 'Allow' }).waitFor();
    await page.getByText(email).first().waitFor();
    await page.getByText('127.0.0.1').first().waitFor();
    assert.doesNotMatch(page.url(), /token=/);
    assert.deepEqual(await axeViolations(page, ['court-login']), []);
    await page.getByRole('button', { name: 'Allow' }).click();
    // The page's own arrival, not only the server's: a later goto would otherwise race this navigation.
    await page.waitForURL((url) => url.href.startsWith(callback.url));
    const answer = await callback.answer;
    assert.equal(answer.get('state'), 'state-kept-verbatim~!');
    assert.equal(answer.get('iss'), stack.providerUrl);
    assert.deepEqual(seen.dialogs, []);

    // 3. The client finishes the exchange with its verifier and calls the tools as this person.
    const transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider: oauth });
    await transport.finishAuth(answer.get('code')!);
    assert.ok(oauth.saved?.access_token && oauth.saved.refresh_token);
    const client = new Client({ name: 'court-assistant-test', version: '1.0.0' });
    await client.connect(transport);
    t.after(() => client.close());
    const tools = (await client.listTools()).tools.map((tool) => tool.name).sort();
    assert.deepEqual(tools, ['book_and_request_sms', 'check_tennis_courts', 'enter_sms_code_and_complete']);
    const courts = textOf(await client.callTool({ name: 'check_tennis_courts', arguments: {} }));
    assert.match(courts, new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    // 4. A refreshed token works as well, and the old refresh token is spent.
    const before = oauth.saved!;
    assert.equal(await auth(oauth, { serverUrl: mcpUrl }), 'AUTHORIZED');
    assert.notEqual(oauth.saved!.access_token, before.access_token);
    assert.notEqual(oauth.saved!.refresh_token, before.refresh_token);
    const again = new Client({ name: 'court-assistant-test', version: '1.0.0' });
    await again.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: oauth }));
    t.after(() => again.close());
    assert.match(
      textOf(await again.callTool({ name: 'check_tennis_courts', arguments: {} })),
      new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );

    // 5. The whole booking through the tools: a free slot held, the code the club "texted", the booking confirmed.
    const tomorrow = (await again.callTool({ name: 'check_tennis_courts', arguments: { date: 'tomorrow' } }))
      .structuredContent as {
      date: string;
      courts: Array<{ name: string; free: string[] }>;
    };
    const court = tomorrow.courts.find((entry) => entry.free.length > 0)!;
    const phone = '+12025550143';
    const held = await again.callTool({
      name: 'book_and_request_sms',
      arguments: { court: court.name, date: tomorrow.date, time: court.free[0]!, phone },
    });
    assert.ok(!held.isError, textOf(held));
    const inbox = await fetch(`${stack.workerUrl}/_dev/inbox?to=${encodeURIComponent(phone)}`, {
      headers: { Accept: 'application/json' },
    });
    const { messages } = (await inbox.json()) as { messages: Array<{ code: string }> };
    const booked = await again.callTool({
      name: 'enter_sms_code_and_complete',
      arguments: { code: messages[0]!.code },
    });
    assert.ok(!booked.isError, textOf(booked));
    const after = (await again.callTool({ name: 'check_tennis_courts', arguments: { date: tomorrow.date } }))
      .structuredContent as typeof tomorrow;
    assert.ok(
      !after.courts.find((entry) => entry.name === court.name)!.free.includes(court.free[0]!),
      'the booked slot is no longer free',
    );

    // 6. Another client, by hand (RFC 7591 + 7636): the person is signed in already, so the page asks consent at once;
    // the code is exchanged with the verifier (a wrong one is refused: tests/local-provider) and the token reads the person at userinfo.
    const secondCallback = await startCallback();
    t.after(() => new Promise((resolve) => secondCallback.server.close(resolve)));
    const registered = await fetch(`${stack.providerUrl}/v1/oauth2/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_name: 'Hand-made client',
        redirect_uris: [secondCallback.url],
        token_endpoint_auth_method: 'none',
      }),
    });
    assert.equal(registered.status, 201);
    const { client_id: clientId } = (await registered.json()) as { client_id: string };
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const request = new URL(`${stack.hostUrl}/oauth/authorize`);
    for (const [name, value] of Object.entries({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: secondCallback.url,
      scope: 'openid email',
      state: 'second',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })) {
      request.searchParams.set(name, value);
    }
    await page.goto(request.href);
    await page.getByText('Hand-made client').first().waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.href.startsWith(secondCallback.url));
    const second = await secondCallback.answer;
    assert.equal(second.get('state'), 'second');
    const exchange = (codeVerifier: string) =>
      fetch(`${stack.providerUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: second.get('code')!,
          redirect_uri: secondCallback.url,
          client_id: clientId,
          code_verifier: codeVerifier,
        }),
      });
    const tokens = await exchange(verifier);
    assert.equal(tokens.status, 200);
    const { access_token: accessToken } = (await tokens.json()) as { access_token: string };
    const userinfo = await fetch(`${stack.providerUrl}/v1/oauth2/userinfo`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    assert.equal(userinfo.status, 200);
    assert.equal(((await userinfo.json()) as { email?: string }).email, email);

    // 7. The person revokes the assistant on the dashboard; from then on the worker refuses its access token
    // (the worker remembers the provider's word on a token for 1 s in this stack: polled, with a deadline).
    const revokedToken = oauth.saved!.access_token;
    const initialize = () =>
      fetch(mcpUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          Authorization: `Bearer ${revokedToken}`,
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: {
            protocolVersion: '2025-11-25',
            capabilities: {},
            clientInfo: { name: 'revoked', version: '1.0.0' },
          },
        }),
      });
    assert.equal((await initialize()).status, 200);
    await page.goto(`${stack.hostUrl}/dashboard`);
    const revoke = page.getByRole('button', { name: 'Revoke Court assistant (test)' });
    await revoke.click();
    await revoke.waitFor({ state: 'detached' });
    const deadline = Date.now() + 15_000;
    let refused = await initialize();
    while (refused.status === 200 && Date.now() < deadline) {
      await refused.body?.cancel();
      await delay(500);
      refused = await initialize();
    }
    assert.equal(refused.status, 401);
    assert.match(refused.headers.get('www-authenticate') ?? '', /^Bearer /);
    assert.equal(((await refused.json()) as { error?: string }).error, 'invalid_token');
    assert.deepEqual(seen.dialogs, []);
  },
);
