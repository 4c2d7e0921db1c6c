// The session store's surface (implemented in src/session/store.ts by createSessionStore).
// Plain TypeScript: React binds to it with useSyncExternalStore.
import type { AuthResponse, BootstrapData, Session, User } from '../types/index.ts';
import type { CookieOptions } from './cookie-options.ts';
import type { ApiResult, CourtClient } from '../provider/types.ts';

export interface SessionSnapshot {
  /**
   * 'loading' only while a session cookie exists but no valid cached state does, until the
   * first sessions/authenticate answers; otherwise the cached state decides at once.
   */
  status: 'loading' | 'signed-in' | 'signed-out';
  user: User | null;
  session: Session | null;
}

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** The session token from the session cookie (for Authorization and the worker call). */
  getSessionToken(): string | undefined;
  /** Writes cookies and the storage state of an authenticate answer, and tells every tab. */
  applyAuthResponse(auth: AuthResponse): void;
  /** Replaces the user (after users/me or a passkey change). */
  setUser(user: User): void;
  /**
   * POST sessions/authenticate now (optionally extending the session to `session_duration_minutes`);
   * success stores the answer, an unrecoverable error clears the session.
   */
  refresh(body?: { session_duration_minutes?: number }): Promise<ApiResult<AuthResponse>>;
  /**
   * Revokes on the provider, then clears locally (also when the session was already gone). Other
   * failures (offline, 5xx) keep the session unless `forceClear` is set.
   */
  revoke(options?: { forceClear?: boolean }): Promise<ApiResult<unknown>>;
  /** Clears cookies and state locally. */
  clear(): void;
  /** Stops timers and listeners. */
  dispose(): void;
}

export type PkceNamespace = 'oauth' | 'magic_links' | 'passwords';
export interface PkcePair {
  code_challenge: string;
  code_verifier: string;
}

/** One client, store and PKCE storage per public token and provider URL, shared on the page. */
export interface Court {
  client: CourtClient;
  session: SessionStore;
  pkce: {
    get(namespace: PkceNamespace): PkcePair | undefined;
    /** Reuses the stored pair of that namespace or creates and stores a new one. */
    getOrCreate(namespace: PkceNamespace): Promise<PkcePair>;
    /** Always a new pair, stored. */
    create(namespace: PkceNamespace): Promise<PkcePair>;
    delete(namespace: PkceNamespace): void;
  };
  /** Queues a widget event for the events endpoint (batched: 800 ms or 15 items). */
  logEvent(name: string, details?: Record<string, unknown>): void;
  /**
   * Finishes a redirect sign-in: exchanges `token` of type `oauth` or `magic_links` for a session
   * of `sessionDurationMinutes`, sending the stored PKCE verifier when there is one (docs/provider-api.md#pkce), and
   * stores the session.
   */
  authenticateRedirectToken(
    token: string,
    tokenType: 'oauth' | 'magic_links',
    sessionDurationMinutes: number,
  ): Promise<ApiResult<AuthResponse>>;
  /** The project settings (docs/provider-api.md#bootstrap), fetched once per Court. */
  bootstrap: {
    /** The fetched settings; the defaults when the call failed (the failure is logged). */
    get(): Promise<BootstrapData>;
    /** The last settings cached in localStorage, or the defaults. */
    getSync(): BootstrapData;
    /**
     * The settings an action (an OAuth start, a magic link) goes by: the fetched ones, else, after
     * waiting up to 3 s for them, the cached ones (the defaults when none).
     */
    forAction(): Promise<BootstrapData>;
  };
  /** Stops timers and listeners and forgets this Court (a later getCourt builds a new one). */
  dispose(): void;
}

export interface CourtOptions {
  publicToken: string;
  /** Origin of the provider API; the hosted provider for the token when absent. */
  providerUrl?: string;
  /** Used by the first getCourt call for a token and URL only. */
  fetch?: typeof fetch;
  /** Used by the first getCourt call for a token and URL only. */
  cookieOptions?: CookieOptions;
  /** Per-request timeout in ms (default 10 000). */
  timeoutMs?: number;
}
