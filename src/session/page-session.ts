// The session as page code sees it (the element, script-tag pages, the host app): read it, follow
// it, sign out, and finish a redirect sign-in from the page's address. Built on the page's one
// Court per public token, so every element and every caller share one client and one store.
import { DEFAULT_SESSION_DURATION_MINUTES } from '../config/parse.ts';
import type { ErrorDetail, SignInMethod, SuccessDetail } from '../types/index.ts';
import type { ApiResult, ConnectedApp } from '../provider/types.ts';
import { addressWithoutToken, type PageLocation } from './address-token.ts';
import { rememberRedirect } from './remember-method.ts';
import type { Court, SessionSnapshot } from './types.ts';

/** The redirect token types this call exchanges; `login` comes from a password-reset email of a user without a password. */
const REDIRECT_TYPES = {
  oauth: { exchange: 'oauth', method: 'oauth' },
  magic_links: { exchange: 'magic_links', method: 'magic_link' },
  login: { exchange: 'magic_links', method: 'magic_link' },
} as const satisfies Record<string, { exchange: 'oauth' | 'magic_links'; method: SignInMethod }>;

/** A token is at most this long; a longer `token` parameter is not sent to the provider. */
const MAX_TOKEN_LENGTH = 512;

export type RedirectOutcome =
  /** The address holds no redirect token this call handles (or another type, left in place). */
  { kind: 'none' } | { kind: 'signed-in'; detail: SuccessDetail } | { kind: 'failed'; error: ErrorDetail };

export interface CourtSession {
  /** The current state: `signed-in` with the user and session, `signed-out`, or `loading` while a stored session is checked. */
  getSync(): SessionSnapshot;
  /** Calls `listener` with the new state on every change, other tabs' included; returns the unsubscribe function. */
  onChange(listener: (state: SessionSnapshot) => void): () => void;
  /** The session token, for the page's own backend (never put it in a URL). */
  getSessionToken(): string | undefined;
  /**
   * Forgets the session in this browser at once (cookies, storage, every tab), then revokes it at the
   * provider with a request that outlives the page; the browser forgets it also when the provider
   * cannot be reached.
   */
  signOut(): Promise<void>;
  /**
   * Finishes an OAuth or email-link sign-in: reads `token` and `stytch_token_type` from the address,
   * removes both from it at once (so the single-use token is exchanged once and stays out of the
   * history), and exchanges it for a session.
   */
  authenticateByUrl(options?: {
    sessionDurationMinutes?: number;
    /** The type of a `token` that comes without `stytch_token_type` (an app whose only redirect is OAuth); by default such a token is left alone. */
    tokenTypeWhenMissing?: 'oauth' | 'magic_links';
  }): Promise<RedirectOutcome>;
  /** The apps, such as an assistant, that the signed-in user allowed to act for them (an error when signed out). */
  getConnectedApps(): Promise<ApiResult<ConnectedApp[]>>;
  /** Revokes one connected app at the provider: its tokens stop working and its consent is forgotten. */
  revokeConnectedApp(connectedAppId: string): Promise<ApiResult<unknown>>;
  /**
   * The project's description of each of its app scopes (`courts:read` → "See which courts are free
   * and your bookings"), from its settings (bootstrap's `rbac_policy`): the words the consent screen
   * shows for them. Empty when the project has none or its settings cannot be read.
   */
  getScopeDescriptions(): Promise<ReadonlyMap<string, string>>;
}

export function courtSession(
  court: Court,
  page: PageLocation = { location: window.location, history: window.history },
): CourtSession {
  const { session } = court;
  return {
    getSync: () => session.getSnapshot(),
    onChange(listener) {
      let last = session.getSnapshot();
      return session.subscribe(() => {
        const next = session.getSnapshot();
        if (next === last) return;
        last = next;
        listener(next);
      });
    },
    getSessionToken: () => session.getSessionToken(),
    getConnectedApps: () => court.client.users.connectedApps(),
    revokeConnectedApp: (connectedAppId) => court.client.users.revokeConnectedApp(connectedAppId),
    // Only a page listing grants asks for these: the reader is a chunk of its own, not part of the first load.
    async getScopeDescriptions() {
      const [{ scopeDescriptions }, bootstrap] = await Promise.all([
        import('../provider/scope-descriptions.ts'),
        court.bootstrap.get(),
      ]);
      return scopeDescriptions(bootstrap.rbacPolicy);
    },
    async signOut() {
      await session.revoke({ forceClear: true });
    },
    async authenticateByUrl(options = {}) {
      const url = new URL(page.location.href);
      const token = url.searchParams.get('token')?.trim() ?? '';
      const tokenType = url.searchParams.get('stytch_token_type') ?? options.tokenTypeWhenMissing ?? '';
      if (!token || !Object.hasOwn(REDIRECT_TYPES, tokenType)) return { kind: 'none' };
      page.history.replaceState(page.history.state, '', addressWithoutToken(url));
      if (token.length > MAX_TOKEN_LENGTH) {
        return {
          kind: 'failed',
          error: { code: 'invalid_token', message: 'The sign-in link is not valid. Please start again.' },
        };
      }
      const { exchange, method } = REDIRECT_TYPES[tokenType as keyof typeof REDIRECT_TYPES];
      const minutes = options.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES;
      const result = await court.authenticateRedirectToken(token, exchange, minutes);
      if (!result.ok)
        return {
          kind: 'failed',
          error: { code: result.error.errorType ?? result.error.kind, message: result.error.message },
        };
      rememberRedirect(court.client.publicToken, method);
      return { kind: 'signed-in', detail: { method, user: result.value.user, session: result.value.session } };
    },
  };
}
