// A stand-in for the provider's authorization server in the worker's tests: it publishes RS256 keys
// at /.well-known/jwks.json (counting the fetches), answers the backend Get User call for the users it
// is given (Basic project_id:secret), mints access tokens, answers introspection (RFC 7662, Basic
// project_id:secret) for the tokens it minted until they are revoked, and passes every other request on
// to an upstream provider when one is given (the session check of POST /authenticate).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export interface TestUser {
  userId: string;
  email: string;
  phone?: string;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export interface TokenRequest {
  sub?: string;
  scope?: string;
  aud?: string | string[];
  iss?: string;
  /** Seconds from now; negative for a token that has expired. */
  expiresIn?: number;
  /** Sign with a key the issuer does not publish (a forgery), keeping the published key's kid. */
  forged?: boolean;
  /** Sign with this key instead of the current one. */
  key?: SigningKey;
}

export interface TestIssuer {
  url: string;
  /** How many times the key set was fetched. */
  jwksFetches(): number;
  addUser(user: TestUser): void;
  removeUser(userId: string): void;
  /** A new key; published only if `publish` (default true), and then the one tokens are signed with. */
  newKey(publish?: boolean): Promise<SigningKey>;
  mint(request?: TokenRequest): Promise<string>;
  /** Ends a minted token before it expires, as a person's Revoke does at the provider. */
  revoke(token: string): void;
  /** How many times introspection was asked. */
  introspections(): number;
  /** Makes introspection answer this status (and Retry-After) from now on; undefined answers normally. */
  failIntrospection(status?: number, retryAfter?: string): void;
  close(): Promise<void>;
}

async function makeKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, use: 'sig', alg: 'RS256' } };
}

async function forward(upstream: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const name of ['authorization', 'content-type']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const answer = await fetch(`${upstream}${request.url}`, {
    method: request.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  response.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' });
  response.end(Buffer.from(await answer.arrayBuffer()));
}

export async function startTestIssuer(options: {
  projectId: string;
  secret: string;
  resource?: () => string;
  upstream?: string;
}): Promise<TestIssuer> {
  const users = new Map<string, TestUser>();
  const published: SigningKey[] = [];
  let current = await makeKey('key-1');
  published.push(current);
  let fetches = 0;
  let keyCount = 1;
  /** The jti of every minted token still active. */
  const activeIds = new Set<string>();
  let introspections = 0;
  let introspectionFailure: { status: number; retryAfter?: string } | undefined;
  const expectedBasic = `Basic ${Buffer.from(`${options.projectId}:${options.secret}`).toString('base64')}`;

  async function introspect(request: IncomingMessage): Promise<{ status: number; body: unknown; retryAfter?: string }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    introspections += 1;
    if (introspectionFailure)
      return {
        status: introspectionFailure.status,
        body: { error: 'temporarily_unavailable' },
        retryAfter: introspectionFailure.retryAfter,
      };
    if (request.headers.authorization !== expectedBasic) return { status: 401, body: { error: 'invalid_client' } };
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded')
      return { status: 400, body: { error: 'invalid_request' } };
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const token = form.get('token') ?? '';
    if (form.get('token_type_hint') !== 'access_token' || token === '')
      return { status: 400, body: { error: 'invalid_request' } };
    let claims: ReturnType<typeof decodeJwt>;
    try {
      claims = decodeJwt(token);
    } catch {
      return { status: 200, body: { active: false } };
    }
    const active = typeof claims.jti === 'string' && activeIds.has(claims.jti) && (claims.exp ?? 0) * 1000 > Date.now();
    return {
      status: 200,
      body: active
        ? {
            active: true,
            sub: claims.sub,
            scope: claims.scope,
            client_id: claims.client_id,
            exp: claims.exp,
            token_type: 'Bearer',
          }
        : { active: false },
    };
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://issuer.invalid').pathname;
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (path === '/.well-known/jwks.json') {
      fetches += 1;
      return json(200, { keys: published.map((key) => key.publicJwk) });
    }
    if (path === '/v1/oauth2/introspect' && request.method === 'POST') {
      introspect(request).then(
        (answer) => {
          if (answer.retryAfter !== undefined) response.setHeader('Retry-After', answer.retryAfter);
          json(answer.status, answer.body);
        },
        () => json(500, { error: 'server_error' }),
      );
      return;
    }
    const userPath = /^\/v1\/users\/([^/]+)$/.exec(path);
    if (userPath && request.method === 'GET') {
      if (request.headers.authorization !== expectedBasic)
        return json(401, { error_type: 'unauthorized_credentials', status_code: 401 });
      const user = users.get(decodeURIComponent(userPath[1]!));
      if (!user) return json(404, { error_type: 'user_not_found', status_code: 404 });
      return json(200, {
        user_id: user.userId,
        emails: [{ email_id: `email-${user.userId}`, email: user.email, verified: true }],
        phone_numbers: user.phone
          ? [{ phone_id: `phone-${user.userId}`, phone_number: user.phone, verified: true }]
          : [],
        name: { first_name: '', middle_name: '', last_name: '' },
        status: 'active',
        status_code: 200,
      });
    }
    if (options.upstream) {
      forward(options.upstream, request, response).catch(() => json(502, { error_type: 'upstream_failed' }));
      return;
    }
    json(404, { error_type: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;

  return {
    url,
    jwksFetches: () => fetches,
    addUser: (user) => users.set(user.userId, user),
    removeUser: (userId) => users.delete(userId),
    async newKey(publish = true) {
      keyCount += 1;
      const key = await makeKey(`key-${keyCount}`);
      if (publish) {
        published.push(key);
        current = key;
      }
      return key;
    },
    async mint(request = {}) {
      let key = request.key ?? current;
      if (request.forged) key = { ...(await makeKey(current.kid)), kid: current.kid };
      const now = Math.floor(Date.now() / 1000);
      const expiresIn = request.expiresIn ?? 3600;
      const jti = crypto.randomUUID();
      if (!request.forged && !request.key) activeIds.add(jti);
      return new SignJWT({
        scope: request.scope ?? 'openid email courts:read courts:book',
        client_id: 'client-test-assistant',
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.kid })
        .setIssuer(request.iss ?? url)
        .setSubject(request.sub ?? 'user-test-nobody')
        .setAudience(request.aud ?? [options.resource?.() ?? '', options.projectId].filter((entry) => entry !== ''))
        .setIssuedAt(now - 60)
        .setNotBefore(now - 60)
        .setExpirationTime(now + expiresIn)
        .setJti(jti)
        .sign(key.privateKey);
    },
    revoke(token) {
      const { jti } = decodeJwt(token);
      if (typeof jti === 'string') activeIds.delete(jti);
    },
    introspections: () => introspections,
    failIntrospection(status, retryAfter) {
      introspectionFailure = status === undefined ? undefined : { status, retryAfter };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
