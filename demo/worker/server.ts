// The worker: the court booking assistant's server. The host app reports a sign-in with
// POST /authenticate (believed only after the provider confirms the session token); an AI assistant
// calls the tools at /mcp with an access token from the provider's authorization server.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySessionToken, type ProviderAccess } from './verify-session.ts';
import { createSessionRegistry, type AuthenticatedSession } from './registry.ts';
import { parseLogout, parsePayload, readBody } from './payload.ts';
import { isJsonContentType } from './json.ts';
import { createMemoryStore } from './store/memory-store.ts';
import { createRedisStore } from './store/redis-store.ts';
import { StoreContention, StoreUnavailable, type Store } from './store/store.ts';
import { createSmsInbox } from './courts/sms-inbox.ts';
import { renderSmsInboxPage } from './courts/inbox-page.ts';
import { createCourtBookings } from './courts/bookings.ts';
import { createTokenVerifier } from './mcp/access-token.ts';
import { createTokenActivityCheck } from './mcp/token-activity.ts';
import { createPeopleDirectory } from './mcp/people.ts';
import { protectedResourceMetadata, resourceIdentity, type ResourceIdentity } from './mcp/protected-resource.ts';
import { createMcpEndpoint } from './mcp/endpoint.ts';

export interface WorkerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Origin of the provider's backend API, e.g. http://localhost:8788. */
  providerUrl: string;
  projectId: string;
  secret: string;
  /** The host app's origin; the only one allowed to call from a browser. */
  allowedOrigin: string;
  /** How long to wait for the provider before answering 503. */
  providerTimeoutMs?: number;
  fetch?: typeof fetch;
  /** One line per request outcome (never a token). */
  log?: (line: string) => void;
  /**
   * How often every recorded session is checked again with the provider, so that a session revoked or
   * expired there (Log Out elsewhere, an administrator) stops counting. Default 60 s; 0 turns it off.
   */
  recheckIntervalMs?: number;
  /**
   * The provider's issuer, which access tokens must name in `iss` and the protected resource metadata
   * names as the authorization server. Default: the origin of providerUrl.
   */
  issuer?: string;
  /** Where the provider publishes its signing keys. Default: `${issuer}/.well-known/jwks.json`. */
  jwksUrl?: string;
  /** How soon after fetching the keys a token with an unknown key id may fetch them again. Default 30 s. */
  jwksCooldownMs?: number;
  /**
   * Where the provider answers whether an access token is still active (RFC 7662), asked with the
   * project credentials. Default: `${issuer}/v1/oauth2/introspect`.
   */
  introspectionUrl?: string;
  /** How long the provider's answer on a token is remembered: at most (and by default) 30 s; 0 asks every time. */
  introspectionCacheMs?: number;
  /**
   * A Redis URL (redis://host:port): the sessions, holds, bookings and text messages are kept there,
   * so several workers behind one address agree. Without it they are kept in this process.
   */
  redisUrl?: string;
  /** The club's time zone, for "today" and the slots' hours. Default: this machine's. */
  courtsTimeZone?: string;
  /**
   * Serves the developer tools: /_dev/inbox, every text message with its booking code. Only for a
   * local stack (it shows anyone who can reach the worker the codes that confirm bookings). Default off.
   */
  devTools?: boolean;
}

export interface RunningWorker {
  url: string;
  /** The MCP endpoint, `${url}/mcp`: the resource access tokens must be issued for. */
  resourceUrl: string;
  /** The sessions the provider confirmed, one per user. */
  authenticatedSessions(): Promise<AuthenticatedSession[]>;
  isAuthenticated(userId: string): Promise<boolean>;
  /**
   * Checks every recorded session with the provider now and forgets those it no longer knows. A provider
   * that cannot be reached signs nobody out. Resolves with the number of sessions forgotten.
   */
  recheck(): Promise<number>;
  close(): Promise<void>;
}

type Reply = { status: number; text: string; headers?: Record<string, string> };

const UNAVAILABLE = 'The authentication provider could not be reached. Wait a few seconds and try again.';
const NOT_VERIFIED = 'The session could not be verified for this user.';
const BAD_HOST = 'This worker answers only requests addressed to localhost, 127.0.0.1 or [::1].';
const STORE_DOWN = 'The worker\'s storage could not be reached. Wait a few seconds and try again.';
const CONTENDED = 'The record was being changed by another request at the same moment. Try again.';
/** DNS-rebinding guard: another site's name made to resolve to 127.0.0.1 arrives in Host, so only local names are answered. */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;
/** Pages on this machine (an MCP inspector, the host app) may call /mcp from a browser; other sites may not. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;
const METADATA_PATHS = new Set(['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']);

function send(response: ServerResponse, reply: Reply, cors: Record<string, string>): void {
  response.writeHead(reply.status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...cors,
    ...reply.headers,
  });
  response.end(reply.text);
}

function corsHeaders(origin: string | undefined, allowedOrigin: string): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin === allowedOrigin) headers['Access-Control-Allow-Origin'] = allowedOrigin;
  return headers;
}

function originOf(value: string, name: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Reported below.
  }
  throw new Error(`The worker's ${name} must be an absolute http(s) URL such as http://localhost:5173, got "${value}".`);
}

function timeZoneOf(value: string | undefined): string {
  const zone = value ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    throw new Error(`The worker's courtsTimeZone must be an IANA time zone such as Europe/London, got "${zone}".`);
  }
}

export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const log = options.log ?? (() => {});
  const access: ProviderAccess = {
    providerUrl: options.providerUrl.replace(/\/+$/, ''),
    projectId: options.projectId,
    secret: options.secret,
    timeoutMs: options.providerTimeoutMs ?? 5000,
    fetch: options.fetch ?? globalThis.fetch,
  };
  const allowedOrigin = originOf(options.allowedOrigin, 'allowedOrigin');
  const issuer = originOf(options.issuer ?? options.providerUrl, options.issuer === undefined ? 'providerUrl' : 'issuer');
  const jwksUrl = options.jwksUrl ?? `${issuer}/.well-known/jwks.json`;
  originOf(jwksUrl, 'jwksUrl');
  const introspectionUrl = options.introspectionUrl ?? `${issuer}/v1/oauth2/introspect`;
  originOf(introspectionUrl, 'introspectionUrl');
  const timeZone = timeZoneOf(options.courtsTimeZone);

  const store: Store = options.redisUrl ? await createRedisStore(options.redisUrl, log) : createMemoryStore();
  const registry = createSessionRegistry(store);
  const inbox = createSmsInbox(store);
  const bookings = createCourtBookings({ store, inbox, timeZone });
  let identity: ResourceIdentity | undefined;
  let handleMcp: ReturnType<typeof createMcpEndpoint> | undefined;

  async function authenticate(request: IncomingMessage): Promise<Reply> {
    if (!isJsonContentType(request.headers['content-type'])) {
      return { status: 400, text: 'Send the body as Content-Type: application/json.' };
    }
    const body = await readBody(request);
    if (!body.ok) return { status: 400, text: 'The body is too large.', headers: { Connection: 'close' } };
    const parsed = parsePayload(body.text);
    if (!parsed.ok) return { status: 400, text: parsed.message };
    const { userId, email, sessionToken } = parsed.payload;
    // Quoted: the id comes from the browser and must not be able to forge log lines.
    const who = JSON.stringify(userId);

    const verification = await verifySessionToken(sessionToken, access);
    switch (verification.kind) {
      case 'unavailable':
        log(`authenticate ${who}: provider unavailable (${verification.reason})`);
        return { status: 503, text: UNAVAILABLE, headers: verification.retryAfter ? { 'Retry-After': verification.retryAfter } : {} };
      case 'misconfigured':
        log(`authenticate ${who}: ${verification.reason}`);
        return { status: 502, text: 'The worker could not check the session with the authentication provider.' };
      case 'invalid':
        // A recorded session the provider has since revoked: whoever holds its token learns it is over.
        if ((await registry.forgetToken(sessionToken)) > 0) log(`authenticate ${who}: the recorded session was revoked; forgotten`);
        log(`authenticate ${who}: unknown or expired session`);
        return { status: 401, text: NOT_VERIFIED };
      case 'valid':
        break;
    }
    const session = verification.session;
    const knownEmail = email === '' || session.emails.some((candidate) => candidate.toLowerCase() === email.toLowerCase());
    if (session.userId !== userId || !knownEmail) {
      log(`authenticate ${who}: session belongs to someone else`);
      return { status: 401, text: NOT_VERIFIED };
    }
    const recordedEmail = email || session.emails[0] || '';
    await registry.record({
      userId,
      email: recordedEmail,
      sessionId: session.sessionId,
      expiresAt: session.expiresAt,
      authenticatedAt: new Date().toISOString(),
    }, sessionToken);
    log(`authenticate ${who}: accepted until ${session.expiresAt}`);
    const named = recordedEmail ? `${recordedEmail} (${userId})` : userId;
    return { status: 200, text: `Authenticated ${named} for the tennis court booking assistant until ${session.expiresAt}.` };
  }

  /** POST /logout {sessionToken}: the host app's Log Out. Only the holder of a token can end its entry. */
  async function logout(request: IncomingMessage): Promise<Reply> {
    if (!isJsonContentType(request.headers['content-type'])) {
      return { status: 400, text: 'Send the body as Content-Type: application/json.' };
    }
    const body = await readBody(request);
    if (!body.ok) return { status: 400, text: 'The body is too large.', headers: { Connection: 'close' } };
    const parsed = parseLogout(body.text);
    if (!parsed.ok) return { status: 400, text: parsed.message };
    const forgotten = await registry.forgetToken(parsed.sessionToken);
    log(`logout: ${forgotten === 0 ? 'no session held that token' : 'session forgotten'}`);
    return { status: 200, text: 'Signed out of the tennis court booking assistant.' };
  }

  async function recheck(): Promise<number> {
    let forgotten = 0;
    for (const { entry, sessionToken } of await registry.withTokens()) {
      const verification = await verifySessionToken(sessionToken, access);
      const who = JSON.stringify(entry.userId);
      if (verification.kind === 'invalid' && (await registry.forget(entry.userId, sessionToken))) {
        forgotten += 1;
        log(`recheck ${who}: the provider no longer knows the session; forgotten`);
      } else if (verification.kind === 'valid' && verification.session.userId !== entry.userId && (await registry.forget(entry.userId, sessionToken))) {
        forgotten += 1;
        log(`recheck ${who}: the session now names someone else; forgotten`);
      } else if (verification.kind === 'unavailable' || verification.kind === 'misconfigured') {
        log(`recheck ${who}: kept, the provider could not say (${verification.reason})`);
      }
    }
    return forgotten;
  }

  /** The protected resource metadata (RFC 9728): public, readable from any page. */
  function metadata(request: IncomingMessage, response: ServerResponse, id: ResourceIdentity): void {
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (request.method === 'OPTIONS') return send(response, { status: 204, text: '', headers: { 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Max-Age': '600' } }, cors);
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, { status: 405, text: 'Use GET.', headers: { Allow: 'GET, OPTIONS' } }, cors);
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'max-age=300', ...cors });
    response.end(request.method === 'HEAD' ? undefined : JSON.stringify(protectedResourceMetadata(id)));
  }

  /** The court booking stand-in's text messages: JSON when asked for, else a page. */
  async function smsInbox(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method !== 'GET') return send(response, { status: 405, text: 'Use GET.', headers: { Allow: 'GET' } }, {});
    const to = url.searchParams.get('to') ?? undefined;
    const messages = await inbox.list(to === undefined ? undefined : to.slice(0, 40));
    if (/application\/json/i.test(request.headers.accept ?? '')) {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify({ messages }));
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    response.end(renderSmsInboxPage(messages));
  }

  /** /mcp from a browser: pages on this machine only, with the headers an MCP client sends and reads. */
  function mcpCors(origin: string | undefined): Record<string, string> | undefined {
    if (origin === undefined) return {};
    if (origin !== allowedOrigin && !LOCAL_ORIGIN.test(origin)) return undefined;
    return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin', 'Access-Control-Expose-Headers': 'WWW-Authenticate, Mcp-Session-Id, Mcp-Protocol-Version' };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const host = request.headers.host;
    if (host !== undefined && !LOCAL_HOST.test(host)) return send(response, { status: 403, text: BAD_HOST }, {});
    const origin = request.headers.origin;
    const url = new URL(request.url ?? '/', 'http://worker.invalid');
    const path = url.pathname;
    if (!identity || !handleMcp) return send(response, { status: 503, text: 'The worker is starting.' }, {});
    if (METADATA_PATHS.has(path)) return metadata(request, response, identity);
    if (path === '/_dev/inbox' && options.devTools === true) return smsInbox(request, response, url);
    if (path === '/mcp') {
      const cors = mcpCors(origin);
      if (!cors) return send(response, { status: 403, text: 'This origin may not call the worker.' }, {});
      if (request.method === 'OPTIONS') {
        return send(response, {
          status: 204,
          text: '',
          headers: {
            'Access-Control-Allow-Methods': 'POST',
            'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
            'Access-Control-Max-Age': '600',
          },
        }, cors);
      }
      return handleMcp(request, response, cors);
    }
    const cors = corsHeaders(origin, allowedOrigin);
    if (path !== '/authenticate' && path !== '/logout') return send(response, { status: 404, text: 'Not found.' }, cors);
    if (origin !== undefined && origin !== allowedOrigin) {
      return send(response, { status: 403, text: 'This origin may not call the worker.' }, cors);
    }
    if (request.method === 'OPTIONS') {
      return send(response, {
        status: 204,
        text: '',
        headers: {
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type, Accept',
          'Access-Control-Max-Age': '600',
        },
      }, cors);
    }
    if (request.method !== 'POST') {
      return send(response, { status: 405, text: 'Use POST.', headers: { Allow: 'POST, OPTIONS' } }, cors);
    }
    send(response, await (path === '/logout' ? logout(request) : authenticate(request)), cors);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const unavailable = error instanceof StoreUnavailable;
      const contended = error instanceof StoreContention;
      log(`${unavailable ? 'storage unavailable' : contended ? 'write contention' : 'internal error'}: ${error instanceof Error ? error.message : String(error)}`);
      if (response.headersSent) response.destroy();
      else if (unavailable) send(response, { status: 503, text: STORE_DOWN, headers: { 'Retry-After': '5' } }, {});
      else if (contended) send(response, { status: 409, text: CONTENDED }, {});
      else send(response, { status: 500, text: 'Internal error.' }, {});
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  identity = resourceIdentity(url, issuer);
  handleMcp = createMcpEndpoint({
    identity,
    verifyToken: createTokenVerifier({
      issuer,
      jwksUrl,
      resource: identity.resource,
      cooldownMs: options.jwksCooldownMs ?? 30_000,
      timeoutMs: access.timeoutMs,
      fetch: access.fetch,
      isActive: createTokenActivityCheck({
        introspectionUrl,
        projectId: access.projectId,
        secret: access.secret,
        timeoutMs: access.timeoutMs,
        fetch: access.fetch,
        cacheMs: options.introspectionCacheMs,
      }),
    }),
    tools: {
      people: createPeopleDirectory(access),
      bookings,
      webSession: (userId) => registry.find(userId),
    },
    log,
  });
  const recheckIntervalMs = options.recheckIntervalMs ?? 60_000;
  let rechecking: Promise<number> | undefined;
  const timer = recheckIntervalMs > 0
    ? setInterval(() => {
      rechecking ??= recheck().finally(() => (rechecking = undefined));
    }, recheckIntervalMs)
    : undefined;
  timer?.unref();

  return {
    url,
    resourceUrl: identity.resource,
    authenticatedSessions: () => registry.list(),
    isAuthenticated: async (userId) => (await registry.find(userId)) !== undefined,
    recheck,
    close: async () => {
      clearInterval(timer);
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await rechecking?.catch(() => 0);
      await store.close();
    },
  };
}
