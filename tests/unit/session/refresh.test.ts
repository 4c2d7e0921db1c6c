import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelayMs } from '../../../src/session/backoff.ts';
import { authResponse } from '../support/fixtures.ts';
import { STATE_KEY, storeWith } from './store-support.ts';

const httpError = (errorType: string, status = 401) => ({
  ok: false as const,
  error: { kind: 'http' as const, status, errorType, message: errorType },
});
const offline = { ok: false as const, error: { kind: 'network' as const, message: 'offline' } };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** A signed-in store whose startup refresh has already answered. */
async function signedIn() {
  const setup = storeWith({ cookie: 'token-1' });
  setup.sessions.authenticate.mockResolvedValue({ ok: true, value: authResponse() });
  const store = setup.make();
  await vi.advanceTimersByTimeAsync(0);
  setup.sessions.authenticate.mockClear();
  return { ...setup, store };
}

describe('background refresh (docs/provider-api.md#refresh)', () => {
  it('refreshes 3 minutes after every state with a session', async () => {
    const { sessions } = await signedIn();
    await vi.advanceTimersByTimeAsync(179_999);
    expect(sessions.authenticate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sessions.authenticate).toHaveBeenCalledTimes(1);
    expect(sessions.authenticate).toHaveBeenCalledWith({});
    await vi.advanceTimersByTimeAsync(180_000);
    expect(sessions.authenticate).toHaveBeenCalledTimes(2);
  });

  it('restarts the 3 minutes when a new session is written', async () => {
    const { store, sessions } = await signedIn();
    await vi.advanceTimersByTimeAsync(120_000);
    store.applyAuthResponse(authResponse({ session_token: 'token-2' }));
    await vi.advanceTimersByTimeAsync(179_000);
    expect(sessions.authenticate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sessions.authenticate).toHaveBeenCalledTimes(1);
  });

  it('stops refreshing once signed out', async () => {
    const { store, sessions } = await signedIn();
    store.clear();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(sessions.authenticate).not.toHaveBeenCalled();
  });

  it('retries passing failures after 4, 8, 16, 32, 64, 128, 256, 256 s', async () => {
    const { sessions } = await signedIn();
    sessions.authenticate.mockResolvedValue(offline);
    await vi.advanceTimersByTimeAsync(180_000);
    const callTimes: number[] = [];
    sessions.authenticate.mockImplementation(async () => {
      callTimes.push(Date.now());
      return offline;
    });
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(4_000 + 8_000 + 16_000 + 32_000 + 64_000 + 128_000 + 256_000 + 256_000);
    const gaps = callTimes.map((time, index) => time - (index === 0 ? start : callTimes[index - 1]!));
    expect(gaps).toEqual([4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 256_000]);
  });

  it.each([500, 503])(
    'keeps the session through a %s and returns to the 3-minute rhythm after a success',
    async (status) => {
      const { store, sessions } = await signedIn();
      sessions.authenticate.mockResolvedValueOnce(httpError('internal_server_error', status));
      await vi.advanceTimersByTimeAsync(180_000);
      expect(store.getSnapshot().status).toBe('signed-in');
      sessions.authenticate.mockResolvedValue({ ok: true, value: authResponse() });
      await vi.advanceTimersByTimeAsync(4_000);
      expect(sessions.authenticate).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(180_000);
      expect(sessions.authenticate).toHaveBeenCalledTimes(3);
    },
  );

  it.each(['unauthorized_credentials', 'user_unauthenticated', 'invalid_secret_authentication', 'session_not_found'])(
    'clears the session on %s and stops',
    async (errorType) => {
      const { store, sessions, jar, storage } = await signedIn();
      const listener = vi.fn();
      store.subscribe(listener);
      sessions.authenticate.mockResolvedValue(httpError(errorType));
      await vi.advanceTimersByTimeAsync(180_000);
      expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null, session: null });
      expect(listener).toHaveBeenCalled();
      expect(jar.get('stytch_session')).toBeUndefined();
      expect(jar.get('stytch_session_jwt')).toBeUndefined();
      expect(storage.getItem(STATE_KEY)).toBe('null');
      await vi.advanceTimersByTimeAsync(600_000);
      expect(sessions.authenticate).toHaveBeenCalledTimes(1);
    },
  );

  it('clears on an unrecoverable error of a refresh asked for directly too', async () => {
    const { store, sessions } = await signedIn();
    sessions.authenticate.mockResolvedValue(httpError('session_not_found', 404));
    const result = await store.refresh({ session_duration_minutes: 60 });
    expect(sessions.authenticate).toHaveBeenCalledWith({ session_duration_minutes: 60 });
    expect(result.ok).toBe(false);
    expect(store.getSnapshot().status).toBe('signed-out');
  });

  it('discards an answer that arrives after the session changed, and asks again', async () => {
    const { store, sessions, jar } = await signedIn();
    let release: () => void = () => undefined;
    sessions.authenticate.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          release = () => resolve(httpError('session_not_found', 404));
        }),
    );
    sessions.authenticate.mockResolvedValueOnce({ ok: true, value: authResponse({ session_token: 'token-2' }) });
    const pending = store.refresh();
    store.applyAuthResponse(authResponse({ session_token: 'token-2' }));
    release();
    const result = await pending;
    expect(result.ok).toBe(true);
    expect(sessions.authenticate).toHaveBeenCalledTimes(2);
    expect(jar.get('stytch_session')).toBe('token-2');
    expect(store.getSnapshot().status).toBe('signed-in');
  });
});

describe('retry delay', () => {
  it('doubles from 4 s up to 256 s with jitter between −175 and +174 ms', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempt) => retryDelayMs(attempt, () => 0.5))).toEqual([
      4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 256_000, 256_000,
    ]);
    expect(retryDelayMs(1, () => 0)).toBe(3_825);
    expect(retryDelayMs(1, () => 0.9999999)).toBe(4_174);
  });
});

describe('revoke (docs/provider-api.md#session-calls)', () => {
  it('revokes on the provider, then clears cookies and state', async () => {
    const { store, sessions, jar } = await signedIn();
    const result = await store.revoke();
    expect(sessions.revoke).toHaveBeenCalledTimes(1);
    expect(result.ok).toBe(true);
    expect(jar.get('stytch_session')).toBeUndefined();
    expect(store.getSnapshot().status).toBe('signed-out');
  });

  it('clears when the provider no longer knows the session', async () => {
    const { store, sessions } = await signedIn();
    sessions.revoke.mockResolvedValue(httpError('session_not_found', 404));
    expect((await store.revoke()).ok).toBe(false);
    expect(store.getSnapshot().status).toBe('signed-out');
  });

  it('keeps the session when the provider cannot be reached, unless told to clear anyway', async () => {
    const { store, sessions } = await signedIn();
    sessions.revoke.mockResolvedValue(offline);
    expect((await store.revoke()).ok).toBe(false);
    expect(store.getSnapshot().status).toBe('signed-in');
    await store.revoke({ forceClear: true });
    expect(store.getSnapshot().status).toBe('signed-out');
  });

  it('signing out forgets the session before the provider is asked, and names the session to revoke', async () => {
    const { store, sessions, jar, storage } = await signedIn();
    const seen: unknown[] = [];
    sessions.revoke.mockImplementation(async (options) => {
      seen.push({
        status: store.getSnapshot().status,
        cookie: jar.get('stytch_session'),
        stored: storage.getItem(STATE_KEY),
        options,
      });
      return offline;
    });
    const signingOut = store.revoke({ forceClear: true });
    expect(store.getSnapshot().status).toBe('signed-out');
    await signingOut;
    // The stored state says signed out ("null"), which other tabs follow.
    expect(seen).toEqual([
      { status: 'signed-out', cookie: undefined, stored: 'null', options: { sessionToken: 'token-1' } },
    ]);
  });

  it('only clears locally when there is no session cookie', async () => {
    const { sessions, make } = storeWith();
    const store = make();
    expect((await store.revoke()).ok).toBe(true);
    expect(sessions.revoke).not.toHaveBeenCalled();
  });
});
