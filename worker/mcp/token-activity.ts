// Whether the provider still counts an access token as active (RFC 7662 introspection, with the project's
// backend credentials). A signature that checks out proves the provider issued the token, not that the
// person has not revoked it since: only the provider knows that. Answers are remembered for a short
// while (at most 30 s) under a hash of the token, for a bounded number of tokens, so a busy assistant
// costs the provider one call per token per half minute and a revoke is seen within that time.
import { createHash } from 'node:crypto';

/** The longest an answer may be remembered: how late a revoke may be seen. */
export const MAX_ACTIVITY_CACHE_MS = 30_000;

export type TokenActivity =
  | { kind: 'active' }
  /** Revoked, expired, or unknown to the provider. */
  | { kind: 'inactive' }
  /** The provider could not say: down, slow, rate limiting, or an answer the worker cannot read. */
  | { kind: 'unavailable'; reason: string; retryAfter?: string };

export interface TokenActivityOptions {
  /** `${provider}/v1/oauth2/introspect`. */
  introspectionUrl: string;
  projectId: string;
  secret: string;
  timeoutMs: number;
  fetch: typeof fetch;
  /** How long an answer is remembered; capped at MAX_ACTIVITY_CACHE_MS, 0 asks every time. */
  cacheMs?: number;
  /** How many tokens' answers are remembered at once. */
  maxEntries?: number;
  now?: () => number;
}

/** `expiresAt`: the token's own expiry (seconds), past which an "active" answer is not reused. */
export type TokenActivityCheck = (token: string, expiresAt: number) => Promise<TokenActivity>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The cache key: a token never sits in memory longer than its request needs, nor in any log. */
const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createTokenActivityCheck(options: TokenActivityOptions): TokenActivityCheck {
  const cacheMs = Math.min(Math.max(options.cacheMs ?? MAX_ACTIVITY_CACHE_MS, 0), MAX_ACTIVITY_CACHE_MS);
  const maxEntries = options.maxEntries ?? 1000;
  const now = options.now ?? Date.now;
  const credentials = Buffer.from(`${options.projectId}:${options.secret}`).toString('base64');
  const remembered = new Map<string, { activity: TokenActivity; until: number }>();

  function remember(key: string, activity: TokenActivity, until: number): void {
    if (cacheMs === 0 || until <= now()) return;
    remembered.delete(key);
    // Oldest first in a Map: the first key goes when the cache is full.
    while (remembered.size >= maxEntries) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, { activity, until });
  }

  async function ask(token: string): Promise<TokenActivity> {
    let response: Response;
    try {
      response = await options.fetch(options.introspectionUrl, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${credentials}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }).toString(),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      return {
        kind: 'unavailable',
        reason:
          error instanceof Error && error.name === 'TimeoutError'
            ? 'introspection timed out'
            : 'introspection unreachable',
      };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return {
        kind: 'unavailable',
        reason: `introspection answered ${response.status}`,
        retryAfter: response.headers.get('retry-after') ?? undefined,
      };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { kind: 'unavailable', reason: 'introspection answered with something other than JSON' };
    }
    if (!isObject(body) || typeof body.active !== 'boolean')
      return { kind: 'unavailable', reason: 'introspection answer has no "active"' };
    return body.active ? { kind: 'active' } : { kind: 'inactive' };
  }

  return async (token, expiresAt) => {
    const key = keyOf(token);
    const cached = remembered.get(key);
    if (cached && cached.until > now()) return cached.activity;
    remembered.delete(key);
    const activity = await ask(token);
    // Neither kind of answer outlives the cache time; an active one not even the token.
    if (activity.kind === 'active') remember(key, activity, Math.min(now() + cacheMs, expiresAt * 1000));
    else if (activity.kind === 'inactive') remember(key, activity, now() + cacheMs);
    return activity;
  };
}
