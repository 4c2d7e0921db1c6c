import { badRequest, notFound, unauthorized, ApiError } from '../http/responses.ts';
import { verifyJwt } from '../domain/jwt.ts';
import type { StoredSession } from '../state/model.ts';
import type { RouteGroup } from '../http/router.ts';
import { findLiveSession, findSessionById, sessionJwt, touchSession } from '../domain/sessions.ts';
import { userView } from '../domain/users.ts';
import type { ProviderCore } from '../provider-core.ts';

const RESERVED_CLAIMS = new Set(['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti']);
const MAX_CLAIMS_BYTES = 4096;

function sessionFromJwt(provider: ProviderCore, jwt: string): StoredSession | null {
  const claims = verifyJwt(jwt, provider.settings.secret);
  if (!claims) throw unauthorized('invalid_session_jwt', 'The session JWT is malformed or not signed by this project.');
  const details = claims['https://stytch.com/session'] as { id?: unknown } | undefined;
  if (typeof details?.id !== 'string') throw unauthorized('invalid_session_jwt', 'The session JWT names no session.');
  const stored = findSessionById(provider, details.id);
  return stored && stored.session.user_id === claims.sub ? stored : null;
}

function applyCustomClaims(stored: StoredSession, claims: Record<string, unknown>): void {
  if (Buffer.byteLength(JSON.stringify(claims)) > MAX_CLAIMS_BYTES) {
    throw badRequest('session_custom_claims_too_large', 'session_custom_claims must be at most 4 KB.');
  }
  // A Map, then Object.fromEntries: every key, `__proto__` included, stays an ordinary claim.
  const merged = new Map(Object.entries(stored.session.custom_claims ?? {}));
  for (const [key, value] of Object.entries(claims)) {
    if (RESERVED_CLAIMS.has(key) || key.startsWith('https://stytch.com/')) continue;
    if (value === null) merged.delete(key);
    else merged.set(key, structuredClone(value));
  }
  stored.session.custom_claims = Object.fromEntries(merged);
}

/** Server-side calls of the worker (docs/provider-api.md#backend-session-check): session check, Get User; answers are not wrapped in `data`. */
export const backendRoutes: RouteGroup = {
  name: 'backend',
  routes: [
    {
      method: 'POST',
      path: '/v1/sessions/authenticate',
      access: 'backend',
      envelope: 'plain',
      async handle(context) {
        const { provider } = context;
        const body = await context.body(
          {
            session_token: 'string?',
            session_jwt: 'string?',
            session_duration_minutes: 'int?',
            session_custom_claims: 'object?',
          },
          { session_jwt: 8192 },
        );
        if (body.session_token !== undefined && body.session_jwt !== undefined) {
          throw badRequest('too_many_session_arguments', 'Send either session_token or session_jwt, not both.');
        }
        if (body.session_token === undefined && body.session_jwt === undefined) {
          throw badRequest('missing_required_field', 'Send session_token or session_jwt.');
        }
        const stored =
          body.session_token !== undefined
            ? findLiveSession(provider, body.session_token)
            : sessionFromJwt(provider, body.session_jwt!);
        if (!stored) throw new ApiError(404, 'session_not_found', 'The session does not exist or has expired.');
        if (body.session_custom_claims) applyCustomClaims(stored, body.session_custom_claims);
        touchSession(provider, stored, body.session_duration_minutes);
        return {
          session: structuredClone(stored.session),
          session_token: stored.token,
          session_jwt: sessionJwt(provider, stored),
          user: userView(provider.state.users.get(stored.session.user_id)!),
        };
      },
    },
    {
      method: 'GET',
      path: '/v1/users/:user_id',
      access: 'backend',
      envelope: 'plain',
      // The hosted provider's Get User: the user's fields at the top level (the worker names the person behind a token's `sub`).
      handle({ provider, params }) {
        const user = provider.state.users.get(params.user_id!);
        if (!user) throw notFound('user_not_found', 'No user has this user_id.');
        return { ...userView(user) };
      },
    },
  ],
};
