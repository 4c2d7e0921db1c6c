// Route groups and matching. A route group is a named list of routes; routes/index.ts lists the groups.
import type { Body, BodySpec, LengthLimits } from './body.ts';
import type { JsonObject, RequestLike } from './responses.ts';
import type { StoredSession, StoredUser } from '../state/model.ts';
import type { ProviderCore } from '../provider-core.ts';

/**
 * Who may call a route:
 * - `open`: anyone (pages, telemetry, dev tools);
 * - `public`: SDK calls with `Authorization: Basic public_token:secret` (docs/provider-api.md#headers);
 * - `session`: SDK calls whose secret is a live session token;
 * - `backend`: server calls with `Authorization: Basic project_id:secret` (docs/provider-api.md#backend-session-check).
 */
export type Access = 'open' | 'public' | 'session' | 'backend';

export interface RouteContext {
  request: RequestLike;
  url: URL;
  params: Record<string, string>;
  provider: ProviderCore;
  /** Who sent the request, for limits kept per client (client-key.ts). */
  client: string;
  /**
   * Reads the JSON body against `spec` (400 on malformed JSON, unknown, mistyped or too long fields;
   * strings are bounded by MAX_STRING_LENGTH unless `limits` names another length for the field).
   */
  body<S extends BodySpec>(spec: S, limits?: LengthLimits): Promise<Body<S>>;
  /** The live session named by the Authorization header, if any (routes with access `session` always have one). */
  session: StoredSession | null;
  /** The session's user; throws 401 when there is no session. */
  sessionUser(): StoredUser;
}

/** A plain object is sent as a success: wrapped in `data` (`sdk`, default) or unwrapped (`plain`). */
export type RouteResult = Response | JsonObject;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with `:name` segments, e.g. `/sdk/v1/users/:kind/:id`. */
  path: string;
  access: Access;
  envelope?: 'sdk' | 'plain';
  /**
   * `any`: pages on every origin may call it (OAuth discovery, registration and token calls, which
   * browsers and native apps make): CORS answers `*` without credentials and no origin is refused.
   * Otherwise only the project's allowed origins may, with credentials.
   */
  cors?: 'any';
  handle(context: RouteContext): Promise<RouteResult> | RouteResult;
}

export interface RouteGroup {
  name: string;
  routes: Route[];
  /** Checks `settings.groups[name]` when the provider is created; returns what is wrong, or null. */
  checkSettings?(value: unknown): string | null;
}

export type RouteMatch =
  { kind: 'found'; route: Route; params: Record<string, string> } | { kind: 'wrong_method' } | { kind: 'none' };

function matchPath(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index += 1) {
    const expected = pattern[index]!;
    const actual = segments[index]!;
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      params[expected.slice(1)] = actual;
    } else if (expected !== actual) return null;
  }
  return params;
}

function splitPath(path: string): string[] | null {
  try {
    return path.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

export class Router {
  private readonly routes: Array<{ route: Route; pattern: string[] }>;

  constructor(groups: RouteGroup[]) {
    this.routes = groups.flatMap((group) => group.routes.map((route) => ({ route, pattern: route.path.split('/') })));
    const seen = new Set<string>();
    for (const { route } of this.routes) {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) throw new Error(`Two routes answer ${key}`);
      seen.add(key);
    }
  }

  match(method: string, pathname: string): RouteMatch {
    const segments = splitPath(pathname);
    if (!segments) return { kind: 'none' };
    let pathKnown = false;
    for (const { route, pattern } of this.routes) {
      const params = matchPath(pattern, segments);
      if (!params) continue;
      if (route.method === method) return { kind: 'found', route, params };
      pathKnown = true;
    }
    return pathKnown ? { kind: 'wrong_method' } : { kind: 'none' };
  }

  /** Whether the routes at `pathname` are open to every origin (`cors: 'any'`). */
  opensToAnyOrigin(pathname: string): boolean {
    const segments = splitPath(pathname);
    return (
      segments !== null &&
      this.routes.some(({ route, pattern }) => route.cors === 'any' && matchPath(pattern, segments) !== null)
    );
  }
}
