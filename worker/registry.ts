// Who is signed in for the assistant tools: one entry per user, from sessions the provider confirmed.
// The session token of each entry stays here (never listed or logged): it is what the worker checks
// again with the provider, and what a sign-out names. The entries live in the worker's store, so
// several workers sharing one Redis agree on them.
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
  record(entry: AuthenticatedSession, sessionToken: string): Promise<void>;
  /** The live entry of a user, if any; expired entries are dropped. */
  find(userId: string): Promise<AuthenticatedSession | undefined>;
  list(): Promise<AuthenticatedSession[]>;
  /** Live entries with their tokens, for checking them again. */
  withTokens(): Promise<Array<{ entry: AuthenticatedSession; sessionToken: string }>>;
  /** Forgets the user's entry if it still holds `sessionToken` (a newer sign-in is kept); true when one went. */
  forget(userId: string, sessionToken: string): Promise<boolean>;
  /** Forgets every entry holding `sessionToken`; how many went. */
  forgetToken(sessionToken: string): Promise<number>;
}

const MAP = 'sessions';

interface Held {
  entry: AuthenticatedSession;
  sessionToken: string;
}

const read = (raw: string) =>
  readStoredJson<Held>(raw, (held) => typeof held.sessionToken === 'string' && typeof held.entry?.userId === 'string');

export function createSessionRegistry(store: Store, now: () => number = Date.now): SessionRegistry {
  const live = (held: Held | undefined): held is Held => held !== undefined && Date.parse(held.entry.expiresAt) > now();

  /** Every live entry with its stored text; expired or unreadable ones are removed on the way. */
  async function liveEntries(): Promise<Array<{ held: Held; raw: string }>> {
    const found: Array<{ held: Held; raw: string }> = [];
    for (const [userId, raw] of await store.entries(MAP)) {
      const held = read(raw);
      if (live(held)) found.push({ held, raw });
      else await store.swap(MAP, userId, raw, undefined);
    }
    return found;
  }

  return {
    async record(entry, sessionToken) {
      // Last write wins, as with one worker: retried while another worker changes it in between.
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const current = await store.get(MAP, entry.userId);
        if (await store.swap(MAP, entry.userId, current, JSON.stringify({ entry, sessionToken }))) return;
      }
      throw new StoreContention('The session could not be recorded: it kept changing.');
    },
    async find(userId) {
      const raw = await store.get(MAP, userId);
      if (raw === undefined) return undefined;
      const held = read(raw);
      if (live(held)) return held.entry;
      await store.swap(MAP, userId, raw, undefined);
      return undefined;
    },
    async list() {
      return (await liveEntries()).map(({ held }) => held.entry);
    },
    async withTokens() {
      return (await liveEntries()).map(({ held }) => ({ entry: held.entry, sessionToken: held.sessionToken }));
    },
    async forget(userId, sessionToken) {
      const raw = await store.get(MAP, userId);
      if (raw === undefined || read(raw)?.sessionToken !== sessionToken) return false;
      return store.swap(MAP, userId, raw, undefined);
    },
    async forgetToken(sessionToken) {
      let forgotten = 0;
      for (const [userId, raw] of await store.entries(MAP)) {
        if (read(raw)?.sessionToken === sessionToken && (await store.swap(MAP, userId, raw, undefined))) forgotten += 1;
      }
      return forgotten;
    },
  };
}
