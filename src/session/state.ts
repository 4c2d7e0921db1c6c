// The signed-in state kept in localStorage under `stytch_sdk_state_<token>` (docs/provider-api.md#storage),
// validated whenever it is read: it may be stale, edited by hand or written by another version.
import { isRecord, parseJson } from '../lib/guards.ts';
import { readSession, readUser } from '../provider/read.ts';
import type { Session, User } from '../types/index.ts';

export interface SignedInState {
  user: User;
  session: Session;
}

export type ReadState = { ok: true; state: SignedInState | null } | { ok: false; reason: string };

/** `null`, `"null"`, an absent key and `{session: null}` mean signed out; anything else must be a valid user and session. */
export function readState(text: string | null | undefined): ReadState {
  if (text === null || text === undefined || text === 'null') return { ok: true, state: null };
  const value = parseJson(text);
  if (!isRecord(value)) return { ok: false, reason: 'it is not a JSON object' };
  if (value.session === null && (value.user === null || value.user === undefined)) return { ok: true, state: null };
  const user = readUser(value.user);
  if (!user) return { ok: false, reason: 'its user is malformed' };
  const session = readSession(value.session);
  if (!session) return { ok: false, reason: 'its session is malformed' };
  if (session.user_id !== user.user_id) return { ok: false, reason: 'its session belongs to another user' };
  return { ok: true, state: { user, session } };
}

export const writeState = (state: SignedInState | null): string => JSON.stringify(state);

/** Two states are the same when they differ at most in `last_accessed_at`. */
export function sameState(a: SignedInState | null, b: SignedInState | null): boolean {
  const comparable = (state: SignedInState | null) =>
    state && JSON.stringify({ ...state, session: { ...state.session, last_accessed_at: '' } });
  return comparable(a) === comparable(b);
}
