// @vitest-environment node
// The worker's MCP endpoint as an OAuth protected resource, over plain HTTP: what a client is told
// without a valid token, and every kind of token it refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import {
  discoverOAuthProtectedResourceMetadata,
  extractWWWAuthenticateParams,
} from '@modelcontextprotocol/sdk/client/auth.js';
import { resourceUrlFromServerUrl } from '@modelcontextprotocol/sdk/shared/auth-utils.js';
import { startWorker, type RunningWorker, type WorkerOptions } from '../../../worker/server.ts';
import { startTestIssuer, type TestIssuer } from './token-issuer.ts';

const PROJECT_ID = 'project-test-mcp-auth';
const SECRET = 'secret-test-mcp-auth';
const USER = { userId: 'user-test-mcp-auth-1', email: 'ana.volley@example.com' };

let issuer: TestIssuer;
let worker: RunningWorker;
const logLines: string[] = [];
const started: RunningWorker[] = [];

async function aWorker(overrides: Partial<WorkerOptions> = {}): Promise<RunningWorker> {
  const running = await startWorker({
    port: 0,
    providerUrl: issuer.url,
    projectId: PROJECT_ID,
    secret: SECRET,
    allowedOrigin: 'http://localhost:5173',
    issuer: issuer.url,
    jwksCooldownMs: 0,
    recheckIntervalMs: 0,
    log: (line) => logLines.push(line),
    ...overrides,
  });
  started.push(running);
  return running;
}

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'auth-test', version: '1.0.0' } },
};
const callTool = (name: string, args: Record<string, unknown> = {}) => ({
  jsonrpc: '2.0',
  id: 2,
  method: 'tools/call',
  params: { name, arguments: args },
});

function postMcp(target: RunningWorker, body: unknown, token?: string, headers: Record<string, string> = {}) {
  return fetch(target.resourceUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** RFC 6750 §3.1: error="invalid_token" when a token was sent, no error code when none was. */
const tokenChallenge = (target: RunningWorker, presented: boolean) =>
  `Bearer ${presented ? 'error="invalid_token", ' : ''}resource_metadata="${target.url}/.well-known/oauth-protected-resource/mcp", scope="courts:read courts:book"`;

beforeAll(async () => {
  issuer = await startTestIssuer({ projectId: PROJECT_ID, secret: SECRET, resource: () => worker.resourceUrl });
  issuer.addUser(USER);
  worker = await aWorker();
});

afterAll(async () => {
  await Promise.all(started.map((running) => running.close()));
  await issuer.close();
});

describe('protected resource metadata (RFC 9728)', () => {
  it('is served at the resource path and at the root, naming the provider as authorization server', async () => {
    for (const path of ['/.well-known/oauth-protected-resource/mcp', '/.well-known/oauth-protected-resource']) {
      const response = await fetch(`${worker.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.json()).toEqual({
        resource: `${worker.url}/mcp`,
        authorization_servers: [issuer.url],
        scopes_supported: ['courts:read', 'courts:book'],
        bearer_methods_supported: ['header'],
        resource_name: 'Tennis court booking assistant',
      });
    }
    expect(worker.resourceUrl).toMatch(/^http:\/\/localhost:\d+\/mcp$/);
  });

  it("is what the MCP SDK's client discovers from the 401, with the resource it would ask a token for", async () => {
    const challenge = extractWWWAuthenticateParams(await postMcp(worker, INITIALIZE));
    expect(challenge.scope).toBe('courts:read courts:book');
    const found = await discoverOAuthProtectedResourceMetadata(worker.resourceUrl, {
      resourceMetadataUrl: challenge.resourceMetadataUrl,
    });
    expect(found.resource).toBe(resourceUrlFromServerUrl(worker.resourceUrl).href);
    expect(found.authorization_servers).toEqual([issuer.url]);
    expect(found.scopes_supported).not.toContain('offline_access');
  });
});

describe('POST /mcp without a valid token answers 401 with the one challenge', () => {
  it('without an Authorization header', async () => {
    const response = await postMcp(worker, INITIALIZE);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(tokenChallenge(worker, false));
    expect((await response.json()).error).toBe('invalid_token');
  });

  it('with an Authorization header that is not a Bearer token (a token was presented, wrongly)', async () => {
    const response = await postMcp(worker, INITIALIZE, undefined, { Authorization: 'Basic dXNlcjpwYXNz' });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(tokenChallenge(worker, true));
  });

  it("the SDK's client reads the challenge: the error, the metadata and the scope", async () => {
    const challenge = extractWWWAuthenticateParams(await postMcp(worker, INITIALIZE, 'not-a-jwt'));
    expect(challenge.error).toBe('invalid_token');
    expect(challenge.scope).toBe('courts:read courts:book');
    expect(challenge.resourceMetadataUrl?.href).toBe(`${worker.url}/.well-known/oauth-protected-resource/mcp`);
  });

  const refused: Array<[string, () => Promise<string>]> = [
    ['a token that is not a JWT', async () => 'not-a-jwt'],
    [
      'a forged token (signed with a key the provider never published, under its key id)',
      () => issuer.mint({ sub: USER.userId, forged: true }),
    ],
    ['an expired token', () => issuer.mint({ sub: USER.userId, expiresIn: -120 })],
    [
      'a token for another resource',
      () => issuer.mint({ sub: USER.userId, aud: ['http://localhost:9/mcp', PROJECT_ID] }),
    ],
    ['a token for the project only', () => issuer.mint({ sub: USER.userId, aud: PROJECT_ID })],
    ['a token from another issuer', () => issuer.mint({ sub: USER.userId, iss: 'http://localhost:9' })],
    [
      'an unsigned token (alg none)',
      async () => {
        const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const now = Math.floor(Date.now() / 1000);
        return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iss: issuer.url, sub: USER.userId, aud: [worker.resourceUrl], scope: 'courts:read courts:book', exp: now + 600, iat: now })}.`;
      },
    ],
    [
      'a token signed with a key the provider does not publish (unknown kid)',
      async () => issuer.mint({ sub: USER.userId, key: await issuer.newKey(false) }),
    ],
  ];
  for (const [name, make] of refused) {
    it(`for ${name}`, async () => {
      const token = await make();
      const response = await postMcp(worker, INITIALIZE, token);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe(tokenChallenge(worker, true));
      expect((await response.json()).error).toBe('invalid_token');
      expect(logLines.some((line) => line.includes(token))).toBe(false);
    });
  }

  it('accepts a valid token for this resource (the control for the cases above)', async () => {
    const response = await postMcp(worker, INITIALIZE, await issuer.mint({ sub: USER.userId }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.result.protocolVersion).toBe('2025-11-25');
    expect(body.result.serverInfo.name).toBe('tennis-court-booking');
  });
});

describe('a tool call without the scope it needs answers 403 insufficient_scope', () => {
  const metadata = () => `resource_metadata="${worker.url}/.well-known/oauth-protected-resource/mcp"`;

  it('booking needs courts:book; the challenge keeps the scope the token has', async () => {
    const token = await issuer.mint({ sub: USER.userId, scope: 'openid email courts:read' });
    const response = await postMcp(
      worker,
      callTool('book_and_request_sms', { court: 'Court 1', date: 'tomorrow', time: '18:00' }),
      token,
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('www-authenticate')).toBe(
      `Bearer error="insufficient_scope", scope="courts:read courts:book", ${metadata()}`,
    );
    expect((await response.json()).error).toBe('insufficient_scope');
    const confirm = await postMcp(worker, callTool('enter_sms_code_and_complete', { code: '123456' }), token);
    expect(confirm.status).toBe(403);
  });

  it('reading courts needs courts:read', async () => {
    const token = await issuer.mint({ sub: USER.userId, scope: 'openid email' });
    const response = await postMcp(worker, callTool('check_tennis_courts'), token);
    expect(response.status).toBe(403);
    expect(response.headers.get('www-authenticate')).toBe(
      `Bearer error="insufficient_scope", scope="courts:read", ${metadata()}`,
    );
    // Listing the tools needs no particular scope.
    expect((await postMcp(worker, { jsonrpc: '2.0', id: 3, method: 'tools/list' }, token)).status).toBe(200);
  });

  it('with the scope, the same call runs and names the person', async () => {
    const token = await issuer.mint({ sub: USER.userId, scope: 'courts:read' });
    const response = await postMcp(worker, callTool('check_tennis_courts'), token);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.result.content[0].text).toContain(`Signed in as ${USER.email}.`);
  });
});

describe("the provider's keys", () => {
  it('are fetched again when a token names a new key id, and the token is accepted', async () => {
    const before = issuer.jwksFetches();
    await issuer.newKey(true);
    const response = await postMcp(worker, INITIALIZE, await issuer.mint({ sub: USER.userId }));
    expect(response.status).toBe(200);
    expect(issuer.jwksFetches()).toBe(before + 1);
  });

  it('are not fetched again for unknown key ids within the cooldown: a flood of made-up kids costs no requests', async () => {
    const patient = await aWorker({ jwksCooldownMs: 30_000 });
    expect(
      (await postMcp(patient, INITIALIZE, await issuer.mint({ sub: USER.userId, aud: [patient.resourceUrl] }))).status,
    ).toBe(200);
    const afterFirst = issuer.jwksFetches();
    const stranger = await issuer.newKey(false);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await postMcp(
        patient,
        INITIALIZE,
        await issuer.mint({ sub: USER.userId, aud: [patient.resourceUrl], key: stranger }),
      );
      expect(response.status).toBe(401);
    }
    expect(issuer.jwksFetches()).toBe(afterFirst);
  });

  it('answer 503 (not 401) when they cannot be fetched: the client should not sign in again', async () => {
    const orphan = await aWorker({ jwksUrl: 'http://localhost:9/.well-known/jwks.json' });
    const response = await postMcp(
      orphan,
      INITIALIZE,
      await issuer.mint({ sub: USER.userId, aud: [orphan.resourceUrl] }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
  });
});

/** A request with a Host header of our choosing, as a browser sends after a DNS rebinding. */
function withHost(target: RunningWorker, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port: new URL(target.url).port,
        path: '/mcp',
        method: 'POST',
        headers: { Host: host, 'Content-Type': 'application/json' },
      },
      (response) => {
        response.resume().on('end', () => resolve(response.statusCode!));
      },
    );
    call.once('error', reject).end('{}');
  });
}

describe('the endpoint itself', () => {
  it('answers GET and DELETE with 405: it is stateless', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(worker.resourceUrl, {
        method,
        headers: { Authorization: `Bearer ${await issuer.mint({ sub: USER.userId })}` },
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    }
  });

  it('refuses a request addressed to another host name (DNS rebinding), answers local ones', async () => {
    expect(await withHost(worker, 'rebound.example')).toBe(403);
    expect(await withHost(worker, `localhost:${new URL(worker.url).port}`)).toBe(401);
  });

  it("refuses calls from another site's page, lets a local page read the challenge", async () => {
    const foreign = await postMcp(worker, INITIALIZE, await issuer.mint({ sub: USER.userId }), {
      Origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const local = await postMcp(worker, INITIALIZE, undefined, { Origin: 'http://localhost:6274' });
    expect(local.status).toBe(401);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:6274');
    expect(local.headers.get('access-control-expose-headers')).toContain('WWW-Authenticate');
  });

  it('refuses a body over 64 KB (413) and one that is not JSON (400)', async () => {
    const token = await issuer.mint({ sub: USER.userId });
    const big = await postMcp(worker, { ...INITIALIZE, padding: 'x'.repeat(70_000) }, token);
    expect(big.status).toBe(413);
    const broken = await fetch(worker.resourceUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        Authorization: `Bearer ${token}`,
      },
      body: '{"jsonrpc": ',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.code).toBe(-32700);
  });
});

describe("startWorker's options for the MCP server", () => {
  it('refuses a bad issuer, time zone or Redis URL, naming the option, before listening', async () => {
    await expect(aWorker({ issuer: 'not a url' })).rejects.toThrow(
      "The worker's issuer must be an absolute http(s) URL",
    );
    await expect(aWorker({ courtsTimeZone: 'Mars/Olympus' })).rejects.toThrow(
      'The worker\'s courtsTimeZone must be an IANA time zone such as Europe/London, got "Mars/Olympus".',
    );
    await expect(aWorker({ redisUrl: 'http://localhost:6379' })).rejects.toThrow(
      'The worker\'s redisUrl must start with redis:// or rediss://, got "http://localhost:6379/".',
    );
    await expect(aWorker({ redisUrl: 'redis://:hunter2@localhost:9' })).rejects.toThrow(
      /^(?!.*hunter2).*could not connect to Redis at redis:\/\/localhost:9/,
    );
  });

  it("names the provider's origin as the authorization server when no issuer is given", async () => {
    const plain = await aWorker({ issuer: undefined, providerUrl: `${issuer.url}/` });
    const metadata = await (await fetch(`${plain.url}/.well-known/oauth-protected-resource/mcp`)).json();
    expect(metadata.authorization_servers).toEqual([issuer.url]);
  });
});

/** A request to `target` on this machine, addressed as a proxy in front of it addresses it (`Host`). */
function viaHost(
  target: RunningWorker,
  host: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      `${target.url}${path}`,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          Host: host,
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    call.once('error', reject).end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('behind a proxy (publicUrl)', () => {
  const PUBLIC = 'https://courts-worker.example.com';

  it('is the resource at its public URL, answers that host, and takes tokens issued for it', async () => {
    const proxied = await aWorker({ publicUrl: `${PUBLIC}/` });
    expect(proxied.resourceUrl).toBe(`${PUBLIC}/mcp`);
    const metadata = await viaHost(proxied, 'courts-worker.example.com', '/.well-known/oauth-protected-resource/mcp');
    expect(metadata.status).toBe(200);
    expect(JSON.parse(metadata.text).resource).toBe(`${PUBLIC}/mcp`);
    const unsigned = await viaHost(proxied, 'courts-worker.example.com', '/mcp', INITIALIZE);
    expect(unsigned.status).toBe(401);
    expect(unsigned.headers['www-authenticate']).toContain(
      `resource_metadata="${PUBLIC}/.well-known/oauth-protected-resource/mcp"`,
    );
    const token = await issuer.mint({ sub: USER.userId, aud: [proxied.resourceUrl] });
    expect((await viaHost(proxied, 'courts-worker.example.com', '/mcp', INITIALIZE, token)).status).toBe(200);
    // A token for the worker at its local address names another resource.
    const local = await issuer.mint({ sub: USER.userId, aud: [`${proxied.url}/mcp`] });
    expect((await viaHost(proxied, 'courts-worker.example.com', '/mcp', INITIALIZE, local)).status).toBe(401);
    // Its name with the scheme's default port is the same; any other name is still refused.
    const metadataPath = '/.well-known/oauth-protected-resource/mcp';
    expect((await viaHost(proxied, 'courts-worker.example.com:443', metadataPath)).status).toBe(200);
    expect((await viaHost(proxied, 'courts-worker.example.com:8443', metadataPath)).status).toBe(403);
    expect((await viaHost(proxied, 'rebound.example', metadataPath)).status).toBe(403);
  });

  it('refuses a public URL that is no http(s) origin, naming the option', async () => {
    await expect(aWorker({ publicUrl: 'courts-worker.example.com' })).rejects.toThrow(
      "The worker's publicUrl must be an absolute http(s) URL",
    );
    await expect(aWorker({ publicUrl: `${PUBLIC}/courts` })).rejects.toThrow(
      `The worker's publicUrl must be an origin such as https://courts.example.com, without a path, query or fragment, got "${PUBLIC}/courts".`,
    );
  });
});

describe("the provider's word on a token (introspection)", () => {
  it('refuses a token the provider no longer counts as active, with the one challenge', async () => {
    const eager = await aWorker({ introspectionCacheMs: 0 });
    const token = await issuer.mint({ sub: USER.userId, aud: [eager.resourceUrl] });
    expect((await postMcp(eager, INITIALIZE, token)).status).toBe(200);
    issuer.revoke(token);
    const response = await postMcp(eager, INITIALIZE, token);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(tokenChallenge(eager, true));
    expect(logLines.some((line) => line.includes(token))).toBe(false);
  });

  it('is remembered per token for a while: a busy assistant costs the provider one question', async () => {
    const token = await issuer.mint({ sub: USER.userId });
    const before = issuer.introspections();
    for (let call = 0; call < 3; call += 1) expect((await postMcp(worker, INITIALIZE, token)).status).toBe(200);
    expect(issuer.introspections()).toBe(before + 1);
    // Another token is another question.
    expect((await postMcp(worker, INITIALIZE, await issuer.mint({ sub: USER.userId }))).status).toBe(200);
    expect(issuer.introspections()).toBe(before + 2);
  });

  it('is never asked about a token whose signature, issuer, audience or expiry fails', async () => {
    const before = issuer.introspections();
    for (const token of [
      await issuer.mint({ sub: USER.userId, forged: true }),
      await issuer.mint({ sub: USER.userId, iss: 'http://localhost:9' }),
      await issuer.mint({ sub: USER.userId, aud: PROJECT_ID }),
      await issuer.mint({ sub: USER.userId, expiresIn: -120 }),
    ]) {
      expect((await postMcp(worker, INITIALIZE, token)).status).toBe(401);
    }
    expect(issuer.introspections()).toBe(before);
  });

  it('answers 503 with Retry-After, never "allowed", when the provider cannot say', async () => {
    const eager = await aWorker({ introspectionCacheMs: 0 });
    const token = await issuer.mint({ sub: USER.userId, aud: [eager.resourceUrl] });
    issuer.failIntrospection(503, '7');
    try {
      const busy = await postMcp(eager, INITIALIZE, token);
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('7');
      expect((await busy.json()).error).toBe('temporarily_unavailable');
    } finally {
      issuer.failIntrospection();
    }
    const unreachable = await aWorker({ introspectionUrl: 'http://localhost:9/v1/oauth2/introspect' });
    const response = await postMcp(
      unreachable,
      INITIALIZE,
      await issuer.mint({ sub: USER.userId, aud: [unreachable.resourceUrl] }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
  });
});
