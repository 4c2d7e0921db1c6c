// The worker: the court booking assistant's server. The host app reports a sign-in with
// POST /authenticate (believed only after the provider confirms the session token); an AI assistant
// calls the tools at /mcp with an access token from the provider's authorization server.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderAccess } from './verify-session.ts';
import { createSessionRegistry, type AuthenticatedSession } from './registry.ts';
import { createMemoryStore } from './store/memory-store.ts';
import { createRedisStore } from './store/redis-store.ts';
import type { Store } from './store/store.ts';
import { createSmsInbox } from './courts/sms-inbox.ts';
import { createCourtBookings } from './courts/bookings.ts';
import { createTokenVerifier } from './mcp/access-token.ts';
import { createTokenActivityCheck } from './mcp/token-activity.ts';
import { createPeopleDirectory } from './mcp/people.ts';
import { resourceIdentity, type ResourceIdentity } from './mcp/protected-resource.ts';
import { createMcpEndpoint, type McpHandler } from './mcp/endpoint.ts';
import { startSessionRecheck } from './session-recheck.ts';
import { createSessionRoutes } from './http/sessions.ts';
import { createRouter } from './http/router.ts';
import { errorReply, send } from './http/reply.ts';

export interface WorkerOptions {
  /** 0 picks a free port. */
  port?: number;
  /** The address to listen on. Default 127.0.0.1: this machine only. */
  host?: string;
  /**
   * Where MCP clients reach the worker when that is not this machine's own address (behind a proxy:
   * https://courts.example.com): the resource its access tokens must name (`${publicUrl}/mcp`), where
   * its metadata says it is, and a host name it answers besides the local ones. Default
   * http://localhost:{port}.
   */
  publicUrl?: string;
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
  /** The sessions the provider confirmed, each of a user's browsers its own. */
  authenticatedSessions(): Promise<AuthenticatedSession[]>;
  isAuthenticated(userId: string): Promise<boolean>;
  /**
   * Checks every recorded session with the provider now and forgets those it no longer knows. A provider
   * that cannot be reached signs nobody out. Resolves with the number of sessions forgotten.
   */
  recheck(): Promise<number>;
  close(): Promise<void>;
}

function originOf(value: string, name: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Reported below.
  }
  throw new Error(
    `The worker's ${name} must be an absolute http(s) URL such as http://localhost:5173, got "${value}".`,
  );
}

/** The worker's public URL: an origin alone, as the resource and its metadata are named from it. */
function publicOrigin(value: string): string {
  const origin = originOf(value, 'publicUrl');
  if (new URL(value).href !== `${origin}/`)
    throw new Error(
      `The worker's publicUrl must be an origin such as https://courts.example.com, without a path, query or fragment, got "${value}".`,
    );
  return origin;
}

/** How a request addressed to `origin` may name it in Host: with its port, or without the scheme's default one. */
function hostNames(origin: string): string[] {
  const { host, port, hostname, protocol } = new URL(origin);
  return port ? [host] : [host, `${hostname}:${protocol === 'https:' ? 443 : 80}`];
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
  const issuer = originOf(
    options.issuer ?? options.providerUrl,
    options.issuer === undefined ? 'providerUrl' : 'issuer',
  );
  const jwksUrl = options.jwksUrl ?? `${issuer}/.well-known/jwks.json`;
  originOf(jwksUrl, 'jwksUrl');
  const introspectionUrl = options.introspectionUrl ?? `${issuer}/v1/oauth2/introspect`;
  originOf(introspectionUrl, 'introspectionUrl');
  const timeZone = timeZoneOf(options.courtsTimeZone);
  const publicUrl = options.publicUrl === undefined ? undefined : publicOrigin(options.publicUrl);

  const store: Store = options.redisUrl ? await createRedisStore(options.redisUrl, log) : createMemoryStore();
  const registry = createSessionRegistry(store);
  const inbox = createSmsInbox(store);
  const bookings = createCourtBookings({ store, inbox, timeZone });
  let mcp: { identity: ResourceIdentity; handle: McpHandler } | undefined;

  const handle = createRouter({
    allowedOrigin,
    publicHosts: publicUrl === undefined ? [] : hostNames(publicUrl),
    devTools: options.devTools === true,
    inbox,
    sessions: createSessionRoutes(access, registry, log),
    mcp: () => mcp,
  });
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const { reply, logLine } = errorReply(error);
      log(logLine);
      if (response.headersSent) response.destroy();
      else send(response, reply, {});
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
  const identity = resourceIdentity(publicUrl ?? url, issuer);
  mcp = {
    identity,
    handle: createMcpEndpoint({
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
    }),
  };
  const recheck = startSessionRecheck(access, registry, options.recheckIntervalMs ?? 60_000, log);

  return {
    url,
    resourceUrl: identity.resource,
    authenticatedSessions: () => registry.list(),
    isAuthenticated: async (userId) => (await registry.find(userId)) !== undefined,
    recheck: recheck.now,
    close: async () => {
      await recheck.stop();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await store.close();
    },
  };
}
