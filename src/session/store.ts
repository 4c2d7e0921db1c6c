// createSessionStore: cookies + validated localStorage state + cross-tab sync + background refresh
// (docs/provider-api.md#browser-state). Plain TypeScript; React binds to it with useSyncExternalStore.
import { systemClock, type Clock } from '../lib/clock.ts';
import { ok } from '../lib/result.ts';
import { browserLocalStorage, safeStorage, type KeyValueStorage } from '../lib/storage.ts';
import type { ApiResult, ClientError, CourtClient } from '../provider/types.ts';
import type { AuthResponse, User } from '../types/index.ts';
import { REFRESH_INTERVAL_MS, retryDelayMs, UNRECOVERABLE_ERROR_TYPES } from './backoff.ts';
import { resolveCookieOptions, type CookieOptions } from './cookie-options.ts';
import { createSessionCookies, type CookieJar, type SessionCookies } from './cookies.ts';
import { stateKey } from './keys.ts';
import { readState, sameState, writeState, type SignedInState } from './state.ts';
import type { SessionSnapshot, SessionStore } from './types.ts';

export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: Event) => void): void;
  removeEventListener(type: 'storage', listener: (event: Event) => void): void;
}

export interface SessionStoreOptions {
  publicToken: string;
  /** The provider's session calls (the raw client, not a Court's wrapped one). */
  sessions: CourtClient['sessions'];
  cookieOptions?: CookieOptions;
  /** Prebuilt cookies (a Court shares them with its client); otherwise built from cookieOptions. */
  cookies?: SessionCookies;
  cookieJar?: CookieJar;
  storage?: KeyValueStorage;
  /** Where `storage` events of other tabs arrive; `window` by default. */
  storageEvents?: StorageEventSource;
  clock?: Clock;
  random?: () => number;
  hostname?: string;
  warn?: (message: string) => void;
}

/**
 * Spread of the refresh of tabs that learned of a refresh from another tab: without it every tab's
 * timer is reset by the same storage event and all of them refresh at once three minutes later.
 */
export const FOLLOWER_JITTER_MS = 30_000;
/** A tab whose refresh timer fires within this long after another tab claimed the refresh leaves it to that tab. */
export const REFRESH_CLAIM_MS = 30_000;

const SIGNED_OUT: SessionSnapshot = Object.freeze({ status: 'signed-out', user: null, session: null });
const LOADING: SessionSnapshot = Object.freeze({ status: 'loading', user: null, session: null });

export const isUnrecoverable = (error: ClientError): boolean =>
  error.errorType !== undefined && UNRECOVERABLE_ERROR_TYPES.includes(error.errorType);

function defaultStorageEvents(): StorageEventSource | undefined {
  const target = globalThis as Partial<StorageEventSource>;
  return typeof target.addEventListener === 'function' ? (target as StorageEventSource) : undefined;
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const storage = safeStorage(options.storage ?? browserLocalStorage(warn), warn);
  const key = stateKey(options.publicToken);
  const claimKey = `${key}::refresh_claim`;
  const hostname = options.hostname ?? globalThis.location?.hostname ?? 'localhost';
  const cookies =
    options.cookies ??
    createSessionCookies(resolveCookieOptions(options.cookieOptions, warn), hostname, options.cookieJar, warn);
  const listeners = new Set<() => void>();

  let state: SignedInState | null = null;
  let loading = false;
  let snapshot: SessionSnapshot = SIGNED_OUT;
  let timer: unknown;
  let failures = 0;
  let disposed = false;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  function schedule(ms: number) {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = disposed ? undefined : clock.setTimeout(backgroundRefresh, ms);
  }

  function cancelRefresh() {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  }

  /** Changes the state; `persist` also tells other tabs through storage. The next refresh is `refreshInMs` away. */
  function setState(next: SignedInState | null, persist: boolean, refreshInMs = REFRESH_INTERVAL_MS) {
    const changed = !sameState(state, next) || loading;
    state = next;
    loading = false;
    if (persist) storage.setItem(key, writeState(next));
    if (next) schedule(refreshInMs);
    else cancelRefresh();
    if (changed) {
      snapshot = next ? { status: 'signed-in', user: next.user, session: next.session } : SIGNED_OUT;
      notify();
    }
  }

  function clear() {
    cookies.clear();
    failures = 0;
    setState(null, true);
  }

  function applyAuthResponse(auth: AuthResponse) {
    const expiresAt = new Date(auth.session.expires_at);
    cookies.write(auth.session_token, auth.session_jwt, expiresAt);
    failures = 0;
    setState({ user: auth.user, session: auth.session }, true);
  }

  async function refresh(
    body: { session_duration_minutes?: number } = {},
    attemptsLeft = 3,
  ): Promise<ApiResult<AuthResponse>> {
    const token = cookies.token();
    const result = await options.sessions.authenticate(body);
    if (disposed) return result;
    if (cookies.token() !== token) {
      // The session changed while the call was in flight (sign-in or sign-out elsewhere): the answer is stale.
      if (cookies.token() && attemptsLeft > 0) return refresh(body, attemptsLeft - 1);
      return result;
    }
    if (result.ok) applyAuthResponse(result.value);
    else if (isUnrecoverable(result.error)) clear();
    else if (loading) {
      loading = false;
      snapshot = SIGNED_OUT;
      notify();
    }
    return result;
  }

  async function backgroundRefresh() {
    timer = undefined;
    // Tabs whose timers fire close together would all refresh before the first answer reaches the
    // others: the first claims the turn in storage (synchronous, shared by the tabs), the others wait.
    const claimedAt = Number(storage.getItem(claimKey));
    const now = clock.now();
    if (failures === 0 && claimedAt <= now && now - claimedAt < REFRESH_CLAIM_MS) {
      schedule(REFRESH_INTERVAL_MS + Math.floor(random() * FOLLOWER_JITTER_MS));
      return;
    }
    storage.setItem(claimKey, String(now));
    const result = await refresh();
    if (disposed || result.ok || isUnrecoverable(result.error) || !cookies.token()) return;
    failures += 1;
    schedule(retryDelayMs(failures, random));
  }

  async function revoke({ forceClear = false } = {}): Promise<ApiResult<unknown>> {
    const token = cookies.token();
    if (!token) {
      clear();
      return ok({});
    }
    if (forceClear) {
      // Signing out: the session is gone from this browser (cookies, storage, so every tab) before
      // anything is sent; then the provider is asked to revoke it, by a request the page's closing
      // does not cancel. A tab closed right after still leaves nothing behind.
      clear();
      return options.sessions.revoke({ sessionToken: token });
    }
    const result = await options.sessions.revoke();
    if (result.ok || forceClear || isUnrecoverable(result.error)) clear();
    return result;
  }

  function setUser(user: User) {
    if (!state) return;
    if (user.user_id !== state.user.user_id) {
      warn('court-login: ignoring a user that does not belong to the current session.');
      return;
    }
    setState({ ...state, user }, true);
  }

  const onStorage = (event: Event) => {
    const { key: changedKey, newValue } = event as Event & { key?: string | null; newValue?: string | null };
    if (changedKey !== key) return;
    const read = readState(newValue);
    if (!read.ok) {
      warn(`court-login: ignoring the session state written by another tab: ${read.reason}.`);
      return;
    }
    // Another tab refreshed (or signed in): this one waits a full interval plus a random part, so that
    // the tabs do not all fire together; the first to fire refreshes for all of them.
    setState(read.state, false, REFRESH_INTERVAL_MS + Math.floor(random() * FOLLOWER_JITTER_MS));
  };

  // Startup (docs/provider-api.md#startup).
  const stored = readState(storage.getItem(key));
  if (!stored.ok) warn(`court-login: ignoring the stored session state: ${stored.reason}.`);
  const storageEvents = options.storageEvents ?? defaultStorageEvents();
  storageEvents?.addEventListener('storage', onStorage);
  if (!cookies.token()) {
    clear();
  } else {
    const cached = stored.ok ? stored.state : null;
    if (cached) {
      state = cached;
      snapshot = { status: 'signed-in', user: cached.user, session: cached.session };
    } else {
      loading = true;
      snapshot = LOADING;
    }
    void backgroundRefresh();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSessionToken: () => cookies.token(),
    applyAuthResponse,
    setUser,
    refresh: (body) => refresh(body),
    revoke,
    clear,
    dispose() {
      disposed = true;
      cancelRefresh();
      storageEvents?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}
