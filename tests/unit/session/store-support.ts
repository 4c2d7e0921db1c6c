// Builds a session store over fakes: a recording cookie jar, memory storage, a storage-event
// source standing in for `window`, and scripted provider session calls.
import { vi } from 'vitest';
import { createSessionStore, type SessionStoreOptions } from '../../../src/session/store.ts';
import type { ApiResult, CourtClient } from '../../../src/provider/types.ts';
import type { AuthResponse } from '../../../src/types/index.ts';
import { RecordingCookieJar } from '../support/cookie-jar.ts';
import { MemoryStorage } from '../support/memory-storage.ts';

export const TOKEN = 'public-token-test-court-login-local';
export const STATE_KEY = `stytch_sdk_state_${TOKEN}`;

export function fakeSessions() {
  return {
    authenticate: vi.fn<CourtClient['sessions']['authenticate']>(
      async () =>
        ({
          ok: false,
          error: { kind: 'network', message: 'offline' },
        }) as ApiResult<AuthResponse>,
    ),
    revoke: vi.fn<CourtClient['sessions']['revoke']>(async () => ({
      ok: true,
      value: { request_id: 'r', status_code: 200 },
    })),
  };
}

export function storeWith(setup: { cookie?: string; stored?: string; options?: Partial<SessionStoreOptions> } = {}) {
  const jar = new RecordingCookieJar();
  const storage = new MemoryStorage();
  const window = new EventTarget();
  const sessions = fakeSessions();
  const warn = vi.fn();
  if (setup.cookie) jar.plant('stytch_session', setup.cookie);
  if (setup.stored !== undefined) storage.setItem(STATE_KEY, setup.stored);
  const make = () =>
    createSessionStore({
      publicToken: TOKEN,
      sessions,
      cookieJar: jar,
      storage,
      storageEvents: window,
      hostname: 'localhost',
      random: () => 0.5,
      warn,
      ...setup.options,
    });
  return { jar, storage, window, sessions, warn, make };
}

/** What another tab's write of the state looks like to this tab. */
export function storageEvent(key: string | null, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, newValue });
}
