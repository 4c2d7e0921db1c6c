// Who is signed in on the web, for the assistant tools: the sessions the provider confirmed, each of a
// user's browsers its own entry, so that a Log Out in one leaves the others signed in. The session
// token of each entry stays here (never listed or logged): it is what the worker checks again with
// the provider, and what a sign-out names. The entries live in the worker's store, one map per user
// with an index of the users and one from each token to its user, so several workers sharing one
// Redis agree on them, and a sign-out naming only a token finds its entry without reading everyone's.
import { createHash } from 'node:crypto';
import { StoreContention, type Store } from './store/store.ts';
import { readStoredJson } from './json.ts';

export interface AuthenticatedSession {
  userId: string;
  /** The address the provider has on file, or '' when the user has none. */
  email: string;
  sessionId: string;
  expiresAt: string;
  authenticatedAt: string;
}

export interface SessionRegistry {
  /** Records a session (again: its entry is replaced); a user's oldest sign-ins go past SESSIONS_PER_USER. */
  record(entry: AuthenticatedSession, sessionToken: string): Promise<void>;
  /** The user's live session that lasts longest, if any; expired entries are dropped. */
  find(userId: string): Promise<AuthenticatedSession | undefined>;
  list(): Promise<AuthenticatedSession[]>;
  /** Live entries with their tokens, for checking them again. */
  withTokens(): Promise<Array<{ entry: AuthenticatedSession; sessionToken: string }>>;
  /** Forgets the user's entries holding `sessionToken`; true when one went. */
  forget(userId: string, sessionToken: string): Promise<boolean>;
  /** Forgets every entry holding `sessionToken`; how many went. */
  forgetToken(sessionToken: string): Promise<number>;
}

/** Sign-ins kept per user (browsers, devices): the record stays bounded whatever one person does. */
export const SESSIONS_PER_USER = 10;

/**
 * Users who have a map of sessions. An entry stays when their sessions have gone: removing it could
 * race another worker recording a new one, and one short entry per user is a bounded cost.
 */
const USERS = 'session-users';
const sessionsOf = (userId: string) => `sessions:${userId}`;
/** The user of each recorded token, by the token's hash: the store never holds a token as a name. */
const TOKENS = 'session-tokens';
const tokenKey = (sessionToken: string) => createHash('sha256').update(sessionToken).digest('base64url');

interface Held {
  entry: AuthenticatedSession;
  sessionToken: string;
}

const read = (raw: string) =>
  readStoredJson<Held>(
    raw,
    (held) =>
      typeof held.sessionToken === 'string' &&
      typeof held.entry?.userId === 'string' &&
      typeof held.entry.expiresAt === 'string' &&
      typeof held.entry.authenticatedAt === 'string',
  );

export function createSessionRegistry(store: Store, now: () => number = Date.now): SessionRegistry {
  const live = (held: Held | undefined): held is Held => held !== undefined && Date.parse(held.entry.expiresAt) > now();

  /** The user's live entries, each with its field and stored text; expired or unreadable ones go on the way. */
  async function entriesOf(userId: string): Promise<Array<{ field: string; held: Held; raw: string }>> {
    const map = sessionsOf(userId);
    const found: Array<{ field: string; held: Held; raw: string }> = [];
    for (const [field, raw] of await store.entries(map)) {
      const held = read(raw);
      if (live(held) && held.entry.userId === userId) found.push({ field, held, raw });
      else if ((await store.swap(map, field, raw, undefined)) && held) await unindex(held);
    }
    return found;
  }

  /** The token's index entry goes with its session (if it still names this session's user). */
  async function unindex({ entry, sessionToken }: Held): Promise<void> {
    await store.swap(TOKENS, tokenKey(sessionToken), entry.userId, undefined);
  }

  async function everyEntry(): Promise<Held[]> {
    const all: Held[] = [];
    for (const userId of (await store.entries(USERS)).keys())
      all.push(...(await entriesOf(userId)).map(({ held }) => held));
    return all;
  }

  /** Removes the user's entries holding `sessionToken` (each only if unchanged since read); how many went. */
  async function removeToken(userId: string, sessionToken: string): Promise<number> {
    let removed = 0;
    for (const { field, held, raw } of await entriesOf(userId)) {
      if (held.sessionToken !== sessionToken || !(await store.swap(sessionsOf(userId), field, raw, undefined)))
        continue;
      removed += 1;
      await unindex(held);
    }
    return removed;
  }

  return {
    async record(entry, sessionToken) {
      const map = sessionsOf(entry.userId);
      const next = JSON.stringify({ entry, sessionToken });
      // Last write wins for one session, as with one worker: retried while another worker changes it in between.
      let recorded = false;
      for (let attempt = 0; attempt < 8 && !recorded; attempt += 1) {
        recorded = await store.swap(map, entry.sessionId, await store.get(map, entry.sessionId), next);
      }
      if (!recorded) throw new StoreContention('The session could not be recorded: it kept changing.');
      // After the entry: a reader that finds the user listed, or the token's user, finds the entry too.
      if ((await store.get(USERS, entry.userId)) === undefined) await store.swap(USERS, entry.userId, undefined, '');
      const token = tokenKey(sessionToken);
      const indexed = await store.get(TOKENS, token);
      if (indexed !== entry.userId) await store.swap(TOKENS, token, indexed, entry.userId);
      const kept = await entriesOf(entry.userId);
      if (kept.length <= SESSIONS_PER_USER) return;
      const newestFirst = kept.sort((a, b) => b.held.entry.authenticatedAt.localeCompare(a.held.entry.authenticatedAt));
      for (const { field, held, raw } of newestFirst.slice(SESSIONS_PER_USER)) {
        if (await store.swap(map, field, raw, undefined)) await unindex(held);
      }
    },
    async find(userId) {
      const longest = (await entriesOf(userId)).sort(
        (a, b) => Date.parse(b.held.entry.expiresAt) - Date.parse(a.held.entry.expiresAt),
      )[0];
      return longest?.held.entry;
    },
    async list() {
      return (await everyEntry()).map(({ entry }) => entry);
    },
    async withTokens() {
      return everyEntry();
    },
    async forget(userId, sessionToken) {
      return (await removeToken(userId, sessionToken)) > 0;
    },
    async forgetToken(sessionToken) {
      const userId = await store.get(TOKENS, tokenKey(sessionToken));
      return userId === undefined ? 0 : removeToken(userId, sessionToken);
    },
  };
}
