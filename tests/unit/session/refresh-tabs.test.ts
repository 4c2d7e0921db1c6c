// Many tabs of one browser share one session: a refresh in one tab reaches the others through storage
// events, and the others spread their next refresh so that the tabs do not all refresh at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../../../src/session/store.ts';
import type { SessionStore } from '../../../src/session/types.ts';
import { authResponse, session } from '../support/fixtures.ts';
import { RecordingCookieJar } from '../support/cookie-jar.ts';
import { MemoryStorage } from '../support/memory-storage.ts';
import { fakeSessions, storageEvent, TOKEN } from './store-support.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** `count` tabs over one cookie jar and one localStorage; a write in one tab is a storage event in the others. */
async function tabs(count: number) {
  const jar = new RecordingCookieJar();
  jar.plant('stytch_session', 'token-1');
  const windows: EventTarget[] = [];
  class SharedStorage extends MemoryStorage {
    constructor(private readonly writer: number) {
      super();
    }
    override getItem(key: string) {
      return shared.getItem(key);
    }
    override setItem(key: string, value: string) {
      const changed = shared.getItem(key) !== value;
      shared.setItem(key, value);
      if (changed)
        windows.forEach((target, index) => index !== this.writer && target.dispatchEvent(storageEvent(key, value)));
    }
    override removeItem(key: string) {
      shared.removeItem(key);
    }
  }
  const shared = new MemoryStorage();
  const sessions = fakeSessions();
  let refreshes = 0;
  sessions.authenticate.mockImplementation(async () => {
    refreshes += 1;
    // A real refresh takes a moment: other tabs' timers may fire meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 150));
    return { ok: true, value: authResponse({ session: session({ last_accessed_at: new Date().toISOString() }) }) };
  });
  const stores: SessionStore[] = [];
  for (let index = 0; index < count; index += 1) {
    windows.push(new EventTarget());
    stores.push(
      createSessionStore({
        publicToken: TOKEN,
        sessions,
        cookieJar: jar,
        storage: new SharedStorage(index),
        storageEvents: windows[index]!,
        hostname: 'localhost',
        // The worst case, every time: no follower draws any extra wait, so all timers fire together.
        random: () => 0,
      }),
    );
    // Tabs are opened one after another, each confirming the session at start.
    await vi.advanceTimersByTimeAsync(500);
  }
  return { stores, refreshes: () => refreshes };
}

describe('refreshes across tabs', () => {
  it('sends at most 2 refreshes per 3 minutes for 30 tabs, all of them staying signed in', async () => {
    const { stores, refreshes } = await tabs(30);
    for (let period = 0; period < 5; period += 1) {
      const before = refreshes();
      await vi.advanceTimersByTimeAsync(180_000);
      expect(refreshes() - before, `period ${period + 1}`).toBeLessThanOrEqual(2);
    }
    expect(stores.every((store) => store.getSnapshot().status === 'signed-in')).toBe(true);
    stores.forEach((store) => store.dispose());
  });
});
