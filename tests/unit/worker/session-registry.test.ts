// @vitest-environment node
// The record of signed-in sessions: each of a user's browsers its own entry, so that a Log Out in one
// leaves the others signed in, and a bounded number per user; and when other writers keep winning the
// race for the same entry, that is contention, not a store that cannot be reached, and is reported as such.
import { describe, expect, it } from 'vitest';
import { createSessionRegistry, SESSIONS_PER_USER } from '../../../worker/registry.ts';
import { createMemoryStore } from '../../../worker/store/memory-store.ts';
import { StoreContention, StoreUnavailable, type Store } from '../../../worker/store/store.ts';

const ENTRY = {
  userId: 'user-test-1',
  email: 'ana@example.com',
  sessionId: 'session-1',
  expiresAt: '2999-01-01T00:00:00Z',
  authenticatedAt: '2030-01-01T00:00:00Z',
};

/** A store that answers every call, where another writer changes the entry between each read and write. */
function contendedStore(): Store {
  const store = createMemoryStore();
  let rival = 0;
  return {
    ...store,
    async swap(map, field, expected, next, expireAt) {
      rival += 1;
      await store.swap(
        map,
        field,
        await store.get(map, field),
        JSON.stringify({ entry: { ...ENTRY, sessionId: `rival-${rival}` }, sessionToken: `rival-${rival}` }),
      );
      return store.swap(map, field, expected, next, expireAt);
    },
  };
}

describe('recording a session', () => {
  it('reports an entry that kept changing as contention, not as storage that cannot be reached', async () => {
    const registry = createSessionRegistry(contendedStore());
    const recorded = registry.record(ENTRY, 'token-mine');
    await expect(recorded).rejects.toBeInstanceOf(StoreContention);
    await expect(recorded).rejects.not.toBeInstanceOf(StoreUnavailable);
  });

  it('records it when no one else writes (the control)', async () => {
    const registry = createSessionRegistry(createMemoryStore());
    await registry.record(ENTRY, 'token-mine');
    expect(await registry.find(ENTRY.userId)).toEqual(ENTRY);
  });
});

describe("a user's sessions in several browsers", () => {
  const laptop = { ...ENTRY, sessionId: 'session-laptop', expiresAt: '2999-06-01T00:00:00Z' };
  const phone = {
    ...ENTRY,
    sessionId: 'session-phone',
    expiresAt: '2999-03-01T00:00:00Z',
    authenticatedAt: '2030-01-02T00:00:00Z',
  };

  it('keeps each, and a Log Out in one leaves the other signed in', async () => {
    const registry = createSessionRegistry(createMemoryStore());
    await registry.record(laptop, 'token-laptop');
    await registry.record(phone, 'token-phone');
    expect(await registry.list()).toHaveLength(2);
    // The session that lasts longest says until when the user is signed in.
    expect(await registry.find(ENTRY.userId)).toEqual(laptop);

    expect(await registry.forget(ENTRY.userId, 'token-laptop')).toBe(true);
    expect(await registry.find(ENTRY.userId)).toEqual(phone);
    expect(await registry.forgetToken('token-phone')).toBe(1);
    expect(await registry.find(ENTRY.userId)).toBe(undefined);
    expect(await registry.forget(ENTRY.userId, 'token-phone')).toBe(false);
  });

  it("forgets only the entries of the token named, never another user's", async () => {
    const registry = createSessionRegistry(createMemoryStore());
    const other = { ...ENTRY, userId: 'user-test-2', sessionId: 'session-other' };
    await registry.record(laptop, 'token-laptop');
    await registry.record(other, 'token-other');
    expect(await registry.forget(other.userId, 'token-laptop')).toBe(false);
    expect(await registry.forgetToken('token-unknown')).toBe(0);
    expect((await registry.withTokens()).map(({ sessionToken }) => sessionToken).sort()).toEqual([
      'token-laptop',
      'token-other',
    ]);
  });

  it('records the same session again in place of its entry', async () => {
    const registry = createSessionRegistry(createMemoryStore());
    await registry.record(laptop, 'token-laptop');
    await registry.record({ ...laptop, authenticatedAt: '2030-02-01T00:00:00Z' }, 'token-laptop');
    expect(await registry.list()).toEqual([{ ...laptop, authenticatedAt: '2030-02-01T00:00:00Z' }]);
  });

  it("drops expired entries, and keeps a user's newest sign-ins past the limit", async () => {
    let time = Date.parse('2030-06-01T00:00:00Z');
    const registry = createSessionRegistry(createMemoryStore(), () => time);
    await registry.record({ ...laptop, expiresAt: '2030-06-01T01:00:00Z' }, 'token-laptop');
    time += 2 * 60 * 60_000;
    expect(await registry.find(ENTRY.userId)).toBe(undefined);

    for (let index = 0; index < SESSIONS_PER_USER + 2; index += 1) {
      const day = String(index + 1).padStart(2, '0');
      await registry.record(
        { ...ENTRY, sessionId: `session-${index}`, authenticatedAt: `2030-07-${day}T00:00:00Z` },
        `token-${index}`,
      );
    }
    const kept = (await registry.list()).map(({ sessionId }) => sessionId).sort();
    expect(kept).toHaveLength(SESSIONS_PER_USER);
    expect(kept).not.toContain('session-0');
    expect(kept).not.toContain('session-1');
    expect(kept).toContain(`session-${SESSIONS_PER_USER + 1}`);
  });
});

describe('a sign-out that names only its token', () => {
  /** The memory store, with the maps each `entries` call read. */
  function readingStore() {
    const store = createMemoryStore();
    const read: string[] = [];
    return {
      read,
      store: { ...store, entries: (map: string) => (read.push(map), store.entries(map)) } satisfies Store,
      inner: store,
    };
  }

  it("reads only that token's user, however many others are signed in", async () => {
    const { store, read } = readingStore();
    const registry = createSessionRegistry(store);
    for (let index = 0; index < 5; index += 1)
      await registry.record({ ...ENTRY, userId: `user-${index}`, sessionId: `session-${index}` }, `token-${index}`);
    read.length = 0;
    expect(await registry.forgetToken('token-3')).toBe(1);
    expect(read).toEqual(['sessions:user-3']);
    expect(await registry.find('user-3')).toBe(undefined);
    expect(await registry.find('user-2')).toBeDefined();
    read.length = 0;
    expect(await registry.forgetToken('token-3')).toBe(0);
    expect(read).toEqual([]);
  });

  it('keeps the index to the live sessions: a forgotten, expired or pushed-out session leaves it', async () => {
    const { store, inner } = readingStore();
    let time = Date.parse('2030-06-01T00:00:00Z');
    const registry = createSessionRegistry(store, () => time);
    await registry.record({ ...ENTRY, sessionId: 'short', expiresAt: '2030-06-01T01:00:00Z' }, 'token-short');
    await registry.record({ ...ENTRY, sessionId: 'gone' }, 'token-gone');
    await registry.forget(ENTRY.userId, 'token-gone');
    time += 2 * 60 * 60_000;
    await registry.list();
    expect((await inner.entries('session-tokens')).size).toBe(0);

    for (let index = 0; index < SESSIONS_PER_USER + 3; index += 1) {
      const day = String(index + 1).padStart(2, '0');
      await registry.record(
        { ...ENTRY, sessionId: `session-${index}`, authenticatedAt: `2030-07-${day}T00:00:00Z` },
        `token-${index}`,
      );
    }
    expect((await inner.entries('session-tokens')).size).toBe(SESSIONS_PER_USER);
    expect(await registry.forgetToken('token-0')).toBe(0);
    expect(await registry.forgetToken(`token-${SESSIONS_PER_USER + 2}`)).toBe(1);
  });
});
