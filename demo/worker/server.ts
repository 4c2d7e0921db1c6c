// The worker: the assistant tools' view of who is signed in. The host app reports a sign-in with
// POST /authenticate; the worker believes it only after the provider confirms the session token.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySessionToken, type ProviderAccess } from './verify-session.ts';
import { createSessionRegistry, type AuthenticatedSession } from './registry.ts';
import { parseLogout, parsePayload, readBody } from './payload.ts';

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
}

export interface RunningWorker {
  url: string;
  /** The sessions the provider confirmed, one per user. */
  authenticatedSessions(): AuthenticatedSession[];
  isAuthenticated(userId: string): boolean;
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
/** DNS-rebinding guard: another site's name made to resolve to 127.0.0.1 arrives in Host, so only local names are answered. */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

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

export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const registry = createSessionRegistry();
  const log = options.log ?? (() => {});
  const access: ProviderAccess = {
    providerUrl: options.providerUrl.replace(/\/+$/, ''),
    projectId: options.projectId,
    secret: options.secret,
    timeoutMs: options.providerTimeoutMs ?? 5000,
    fetch: options.fetch ?? globalThis.fetch,
  };
  const allowedOrigin = originOf(options.allowedOrigin, 'allowedOrigin');
  originOf(options.providerUrl, 'providerUrl');

  async function authenticate(request: IncomingMessage): Promise<Reply> {
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
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
        if (registry.forgetToken(sessionToken) > 0) log(`authenticate ${who}: the recorded session was revoked; forgotten`);
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
    registry.record({
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
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return { status: 400, text: 'Send the body as Content-Type: application/json.' };
    }
    const body = await readBody(request);
    if (!body.ok) return { status: 400, text: 'The body is too large.', headers: { Connection: 'close' } };
    const parsed = parseLogout(body.text);
    if (!parsed.ok) return { status: 400, text: parsed.message };
    const forgotten = registry.forgetToken(parsed.sessionToken);
    log(`logout: ${forgotten === 0 ? 'no session held that token' : 'session forgotten'}`);
    return { status: 200, text: 'Signed out of the tennis court booking assistant.' };
  }

  async function recheck(): Promise<number> {
    let forgotten = 0;
    for (const { entry, sessionToken } of registry.withTokens()) {
      const verification = await verifySessionToken(sessionToken, access);
      const who = JSON.stringify(entry.userId);
      if (verification.kind === 'invalid' && registry.forget(entry.userId, sessionToken)) {
        forgotten += 1;
        log(`recheck ${who}: the provider no longer knows the session; forgotten`);
      } else if (verification.kind === 'valid' && verification.session.userId !== entry.userId && registry.forget(entry.userId, sessionToken)) {
        forgotten += 1;
        log(`recheck ${who}: the session now names someone else; forgotten`);
      } else if (verification.kind === 'unavailable' || verification.kind === 'misconfigured') {
        log(`recheck ${who}: kept, the provider could not say (${verification.reason})`);
      }
    }
    return forgotten;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const host = request.headers.host;
    if (host !== undefined && !LOCAL_HOST.test(host)) return send(response, { status: 403, text: BAD_HOST }, {});
    const origin = request.headers.origin;
    const cors = corsHeaders(origin, allowedOrigin);
    const path = new URL(request.url ?? '/', 'http://worker.invalid').pathname;
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
      log(`internal error: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) send(response, { status: 500, text: 'Internal error.' }, {});
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const recheckIntervalMs = options.recheckIntervalMs ?? 60_000;
  let rechecking: Promise<number> | undefined;
  const timer = recheckIntervalMs > 0
    ? setInterval(() => {
      rechecking ??= recheck().finally(() => (rechecking = undefined));
    }, recheckIntervalMs)
    : undefined;
  timer?.unref();

  return {
    url: `http://localhost:${port}`,
    authenticatedSessions: () => registry.list(),
    isAuthenticated: (userId) => registry.find(userId) !== undefined,
    recheck,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(timer);
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
