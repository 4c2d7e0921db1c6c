import type { InboxMessage, LinkToken, Passcode, StoredSession, StoredUser } from './model.ts';
import { checkPasscodeOwners, checkSavedState, ShapeError } from './state-check.ts';

/** Everything the provider remembers. Plain data, so it can be saved to and loaded from a JSON file. */
export interface ProviderState {
  users: Map<string, StoredUser>;
  /** Keyed by session token. */
  sessions: Map<string, StoredSession>;
  /** Keyed by token. */
  linkTokens: Map<string, LinkToken>;
  /** Keyed by method_id: the latest passcode sent to that email or phone. */
  passcodes: Map<string, Passcode>;
  /** Newest last. */
  inbox: InboxMessage[];
  /** State of optional route groups, one JSON-serialisable value per group name. */
  groups: Record<string, unknown>;
}

interface SavedState {
  version: 1;
  users: StoredUser[];
  sessions: StoredSession[];
  linkTokens: LinkToken[];
  passcodes: Passcode[];
  inbox: InboxMessage[];
  groups: Record<string, unknown>;
}

export function emptyState(): ProviderState {
  return { users: new Map(), sessions: new Map(), linkTokens: new Map(), passcodes: new Map(), inbox: [], groups: {} };
}

export function serializeState(state: ProviderState): string {
  const saved: SavedState = {
    version: 1,
    users: [...state.users.values()],
    sessions: [...state.sessions.values()],
    linkTokens: [...state.linkTokens.values()],
    passcodes: [...state.passcodes.values()],
    inbox: state.inbox,
    groups: state.groups,
  };
  return JSON.stringify(saved, null, 2);
}

export class StateFileError extends Error {}

/** Parses a saved state; throws StateFileError naming the entry and field when it is not a state this provider wrote. */
export function parseState(text: string): ProviderState {
  let saved: SavedState;
  try {
    saved = JSON.parse(text) as SavedState;
  } catch (error) {
    throw new StateFileError(`not valid JSON: ${(error as Error).message}`);
  }
  if (!saved || typeof saved !== 'object' || saved.version !== 1)
    throw new StateFileError('not a saved provider state (version 1)');
  try {
    checkSavedState(saved, '');
    checkPasscodeOwners(saved);
  } catch (error) {
    if (error instanceof ShapeError) throw new StateFileError(error.message);
    throw error;
  }
  return {
    users: new Map(saved.users.map((user) => [user.profile.user_id, user])),
    sessions: new Map(saved.sessions.map((session) => [session.token, session])),
    linkTokens: new Map(saved.linkTokens.map((token) => [token.token, token])),
    passcodes: new Map(saved.passcodes.map((passcode) => [passcode.method_id, passcode])),
    inbox: saved.inbox,
    groups: saved.groups ?? {},
  };
}
