// @vitest-environment node
// The record of signed-in sessions when other writers keep winning the race for the same entry: that is
// contention, not a store that cannot be reached, and is reported as such.
import { describe, expect, it } from 'vitest';
import { createSessionRegistry } from '../../../worker/registry.ts';
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
