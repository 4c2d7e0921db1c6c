import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authResponse, session, user } from '../support/fixtures.ts';
import { STATE_KEY, storageEvent, storeWith } from './store-support.ts';

const NOW = new Date('2026-11-22T08:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('writing a session', () => {
  it('writes both session cookies until the session expires and removes the intermediate token', () => {
    const { jar, make } = storeWith();
    const store = make();
    store.applyAuthResponse(authResponse());
    const expires = new Date('2026-11-22T09:00:00Z');
    expect(jar.writes).toEqual([
      { name: 'stytch_session', value: 'token-1', attributes: { expires, path: '/', sameSite: 'Lax', secure: false } },
      {
        name: 'stytch_session_jwt',
        value: 'jwt-1',
        attributes: { expires, path: '/', sameSite: 'Lax', secure: false },
      },
    ]);
    expect(jar.removals.filter((removal) => removal.name === 'stytch_intermediate_session_token')).not.toHaveLength(0);
    expect(store.getSessionToken()).toBe('token-1');
  });

  it('marks cookies Secure off localhost and sets the domain only when shared with subdomains', () => {
    const { jar, make } = storeWith({
      options: {
        hostname: 'app.court.example',
        cookieOptions: {
          availableToSubdomains: true,
          domain: 'court.example',
          path: '/app',
          opaqueTokenCookieName: 'court_session',
          jwtCookieName: 'court_jwt',
        },
      },
    });
    make().applyAuthResponse(authResponse());
    expect(jar.writes.map((write) => [write.name, write.attributes])).toEqual([
      [
        'court_session',
        { expires: expect.any(Date), path: '/app', domain: 'court.example', sameSite: 'Lax', secure: true },
      ],
      [
        'court_jwt',
        { expires: expect.any(Date), path: '/app', domain: 'court.example', sameSite: 'Lax', secure: true },
      ],
    ]);
  });

  it.each(['127.0.0.1', '127.8.9.10', '[::1]'])('keeps cookies non-Secure on loopback host %s', (hostname) => {
    const { jar, make } = storeWith({ options: { hostname } });
    make().applyAuthResponse(authResponse());
    expect(jar.writes[0]?.attributes.secure).toBe(false);
  });

  it('warns about malformed cookie options and uses the defaults instead', () => {
    const { jar, warn, make } = storeWith({
      options: {
        cookieOptions: {
          opaqueTokenCookieName: 'bad;name',
          path: 42 as unknown as string,
          domain: 'evil.example; path=/',
        },
      },
    });
    make().applyAuthResponse(authResponse());
    expect(jar.writes[0]).toMatchObject({ name: 'stytch_session', attributes: { path: '/' } });
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('cookieOptions.opaqueTokenCookieName'),
      expect.stringContaining('cookieOptions.path'),
      expect.stringContaining('cookieOptions.domain'),
    ]);
  });

  it('stores the state for other tabs and tells subscribers', () => {
    const { storage, make } = storeWith();
    const store = make();
    const listener = vi.fn();
    store.subscribe(listener);
    const auth = authResponse();
    store.applyAuthResponse(auth);
    expect(JSON.parse(storage.getItem(STATE_KEY) ?? '')).toEqual({ user: auth.user, session: auth.session });
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user: auth.user, session: auth.session });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the same snapshot object until something changes, and skips notifying for an identical answer', () => {
    const { make } = storeWith();
    const store = make();
    store.applyAuthResponse(authResponse());
    const snapshot = store.getSnapshot();
    const listener = vi.fn();
    store.subscribe(listener);
    store.applyAuthResponse(authResponse({ session: session({ last_accessed_at: '2026-11-22T08:01:00Z' }) }));
    expect(store.getSnapshot()).toBe(snapshot);
    expect(listener).not.toHaveBeenCalled();
  });

  it('replaces the user of the session with setUser, refusing another user', () => {
    const { warn, make } = storeWith();
    const store = make();
    store.applyAuthResponse(authResponse());
    const renamed = user({ name: { first_name: 'Rally', middle_name: '', last_name: 'Server' } });
    store.setUser(renamed);
    expect(store.getSnapshot().user?.name.first_name).toBe('Rally');
    store.setUser(user({ user_id: 'user-test-2' }));
    expect(store.getSnapshot().user?.user_id).toBe('user-test-1');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not belong'));
  });

  it('stops telling a listener after it unsubscribes', () => {
    const { make } = storeWith();
    const store = make();
    const listener = vi.fn();
    store.subscribe(listener)();
    store.applyAuthResponse(authResponse());
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('startup (docs/provider-api.md#startup)', () => {
  it('destroys the state and cookies when there is no session cookie', () => {
    const auth = authResponse();
    const { jar, storage, sessions, make } = storeWith({
      stored: JSON.stringify({ user: auth.user, session: auth.session }),
    });
    jar.plant('stytch_session_jwt', 'stale-jwt');
    const store = make();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null, session: null });
    expect(storage.getItem(STATE_KEY)).toBe('null');
    expect(jar.get('stytch_session_jwt')).toBeUndefined();
    expect(sessions.authenticate).not.toHaveBeenCalled();
  });

  it('trusts valid cached state at once and refreshes immediately when the cookie exists', () => {
    const auth = authResponse();
    const { sessions, make } = storeWith({
      cookie: 'token-1',
      stored: JSON.stringify({ user: auth.user, session: auth.session }),
    });
    const store = make();
    expect(store.getSnapshot().status).toBe('signed-in');
    expect(sessions.authenticate).toHaveBeenCalledWith({});
  });

  it.each([
    ['not JSON', '{"user":'],
    ['a user without id', JSON.stringify({ user: { name: 'x' }, session: session() })],
    [
      'a session without expiry',
      JSON.stringify({ user: user(), session: { session_id: 's', user_id: 'user-test-1' } }),
    ],
    ['a session of another user', JSON.stringify({ user: user(), session: session({ user_id: 'user-test-2' }) })],
  ])('ignores stored state that is %s, with a warning, and waits for the provider', async (_what, stored) => {
    const { sessions, warn, make } = storeWith({ cookie: 'token-1', stored });
    sessions.authenticate.mockResolvedValueOnce({ ok: true, value: authResponse() });
    const store = make();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignoring the stored session state'));
    expect(store.getSnapshot().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().status).toBe('signed-in');
  });

  it('stops loading when the first refresh fails for a passing reason, and keeps trying', async () => {
    const { sessions, make } = storeWith({ cookie: 'token-1' });
    const store = make();
    expect(store.getSnapshot().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().status).toBe('signed-out');
    sessions.authenticate.mockResolvedValueOnce({ ok: true, value: authResponse() });
    await vi.advanceTimersByTimeAsync(4000);
    expect(store.getSnapshot().status).toBe('signed-in');
  });
});

describe('other tabs (docs/provider-api.md#other-tabs)', () => {
  it('takes the state another tab wrote and tells subscribers', () => {
    const { window, make } = storeWith();
    const store = make();
    const listener = vi.fn();
    store.subscribe(listener);
    const auth = authResponse();
    window.dispatchEvent(storageEvent(STATE_KEY, JSON.stringify({ user: auth.user, session: auth.session })));
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user: auth.user, session: auth.session });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it.each([null, 'null'])('signs out when another tab writes %s', (value) => {
    const { window, make } = storeWith();
    const store = make();
    store.applyAuthResponse(authResponse());
    window.dispatchEvent(storageEvent(STATE_KEY, value));
    expect(store.getSnapshot().status).toBe('signed-out');
  });

  it('ignores other keys and malformed values', () => {
    const { window, warn, make } = storeWith();
    const store = make();
    store.applyAuthResponse(authResponse());
    const listener = vi.fn();
    store.subscribe(listener);
    window.dispatchEvent(storageEvent(`${STATE_KEY}::bootstrap`, 'null'));
    window.dispatchEvent(storageEvent(null, null));
    window.dispatchEvent(storageEvent(STATE_KEY, '{"user":42}'));
    expect(store.getSnapshot().status).toBe('signed-in');
    expect(listener).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('written by another tab'));
  });

  it('stops listening once disposed', () => {
    const { window, make } = storeWith();
    const store = make();
    store.dispose();
    window.dispatchEvent(storageEvent(STATE_KEY, JSON.stringify({ user: user(), session: session() })));
    expect(store.getSnapshot().status).toBe('signed-out');
  });
});
