// Sessions: issue, extend, resolve and describe them (docs/provider-api.md#sessions).
import { badRequest, type JsonObject } from '../http/responses.ts';
import { newId, newToken } from './ids.ts';
import { signJwt } from './jwt.ts';
import type { AuthenticationFactor, SessionView, StoredSession, StoredUser } from '../state/model.ts';
import { userView } from './users.ts';
import type { ProviderCore } from '../provider-core.ts';

const MIN_SESSION_MINUTES = 5;
const MAX_SESSION_MINUTES = 527_040;

export type FactorInput = Omit<AuthenticationFactor, 'last_authenticated_at'>;

const iso = (time: number) => new Date(time).toISOString();

export function checkSessionDuration(minutes: number): void {
  if (minutes < MIN_SESSION_MINUTES || minutes > MAX_SESSION_MINUTES) {
    throw badRequest(
      'invalid_session_duration_minutes',
      `session_duration_minutes must be between ${MIN_SESSION_MINUTES} and ${MAX_SESSION_MINUTES}.`,
    );
  }
}

/** The session for `token` if it exists and has not expired; expired sessions are forgotten. */
export function findLiveSession(provider: ProviderCore, token: string): StoredSession | null {
  const stored = provider.state.sessions.get(token);
  if (!stored) return null;
  if (Date.parse(stored.session.expires_at) <= provider.now()) {
    provider.state.sessions.delete(token);
    return null;
  }
  if (!provider.state.users.has(stored.session.user_id)) return null;
  return stored;
}

export function findSessionById(provider: ProviderCore, sessionId: string): StoredSession | null {
  const stored = [...provider.state.sessions.values()].find((candidate) => candidate.session.session_id === sessionId);
  return stored ? findLiveSession(provider, stored.token) : null;
}

/**
 * Signs `user` in with `factor`. When the request already carries a live session of the same user the
 * factor is added to it; otherwise a new session starts. Either way it lasts `minutes` from now.
 */
export function startSession(
  provider: ProviderCore,
  user: StoredUser,
  factor: FactorInput,
  minutes: number,
  current: StoredSession | null,
): StoredSession {
  checkSessionDuration(minutes);
  const now = provider.now();
  const stamped = { ...factor, last_authenticated_at: iso(now) } as AuthenticationFactor;
  if (current && current.session.user_id === user.profile.user_id) {
    const others = current.session.authentication_factors.filter(
      (existing) => existing.type !== stamped.type || existing.delivery_method !== stamped.delivery_method,
    );
    current.session.authentication_factors = [...others, stamped];
    current.session.last_accessed_at = iso(now);
    current.session.expires_at = iso(now + minutes * 60_000);
    return current;
  }
  const session: SessionView = {
    session_id: newId('session'),
    user_id: user.profile.user_id,
    started_at: iso(now),
    last_accessed_at: iso(now),
    expires_at: iso(now + minutes * 60_000),
    attributes: { ip_address: '127.0.0.1', user_agent: '' },
    authentication_factors: [stamped],
    custom_claims: null,
    roles: ['stytch_user'],
  };
  const stored: StoredSession = { token: newToken(), session };
  for (const [token, existing] of provider.state.sessions) {
    if (Date.parse(existing.session.expires_at) <= now) provider.state.sessions.delete(token);
  }
  provider.state.sessions.set(stored.token, stored);
  if (user.profile.status === 'pending') user.profile.status = 'active';
  return stored;
}

/** Ends every session of `userId` except `keep` (a reset by email signs the user out everywhere else). */
export function revokeOtherSessions(provider: ProviderCore, userId: string, keep: StoredSession): void {
  for (const [token, stored] of provider.state.sessions) {
    if (stored.session.user_id === userId && stored !== keep) provider.state.sessions.delete(token);
  }
}

/** Marks the session used now and, when `minutes` is given, makes it last that long from now. */
export function touchSession(provider: ProviderCore, stored: StoredSession, minutes?: number): void {
  const now = provider.now();
  stored.session.last_accessed_at = iso(now);
  if (minutes !== undefined) {
    checkSessionDuration(minutes);
    stored.session.expires_at = iso(now + minutes * 60_000);
  }
}

export function sessionJwt(provider: ProviderCore, stored: StoredSession): string {
  const { settings } = provider;
  const now = Math.floor(provider.now() / 1000);
  const sessionEnd = Math.floor(Date.parse(stored.session.expires_at) / 1000);
  const { session } = stored;
  return signJwt(
    {
      sub: session.user_id,
      iss: `stytch.com/${settings.project_id}`,
      aud: [settings.project_id],
      iat: now,
      nbf: now,
      exp: Math.min(now + settings.sessions.jwt_lifetime_minutes * 60, sessionEnd),
      'https://stytch.com/session': {
        id: session.session_id,
        started_at: session.started_at,
        last_accessed_at: session.last_accessed_at,
        expires_at: session.expires_at,
        attributes: session.attributes,
        authentication_factors: session.authentication_factors,
      },
    },
    settings.secret,
  );
}

/** The AuthResponse fields of docs/provider-api.md#auth-response (the envelope adds request_id and status_code). */
export function authResponse(provider: ProviderCore, stored: StoredSession): JsonObject {
  const user = provider.state.users.get(stored.session.user_id)!;
  const view = userView(user);
  return {
    user_id: view.user_id,
    user: view,
    __user: structuredClone(view),
    session: structuredClone(stored.session),
    session_token: stored.token,
    session_jwt: sessionJwt(provider, stored),
  };
}
