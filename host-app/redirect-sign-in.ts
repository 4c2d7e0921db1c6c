// /authenticate: finishes a redirect sign-in (Google or an email link), tells the worker, and decides
// where the visitor goes next. Kept apart from React so that every outcome is testable.
import type { CourtSession, User } from '../element/index.ts';
import { notifyWorker, type WorkerDeps } from './worker.ts';

/** Minutes of the session asked for in the exchange (docs/specification.md#limits). */
const SESSION_DURATION_MINUTES = 60;

export type RedirectTokenType = 'oauth' | 'magic_links';

export type RedirectParams =
  | { ok: true; token: string; tokenType: RedirectTokenType }
  | { ok: false; problem: 'missing_token' | 'unsupported_type'; tokenType?: string };

/** Reads `token` and `stytch_token_type`; the app signs in with Google, so a missing type means `oauth`. */
export function readRedirectParams(search: string): RedirectParams {
  const query = new URLSearchParams(search);
  const token = query.get('token')?.trim();
  if (!token) return { ok: false, problem: 'missing_token' };
  const tokenType = query.get('stytch_token_type') ?? 'oauth';
  if (tokenType !== 'oauth' && tokenType !== 'magic_links')
    return { ok: false, problem: 'unsupported_type', tokenType };
  return { ok: true, token, tokenType };
}

/** The query without the sign-in parameters, so the single-use token does not stay in the address bar or history. */
export function withoutRedirectParams(pathname: string, search: string, hash: string): string {
  const query = new URLSearchParams(search);
  query.delete('token');
  query.delete('stytch_token_type');
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

export function primaryEmail(user: User | null | undefined): string | undefined {
  return user?.emails?.find((entry) => typeof entry.email === 'string' && entry.email !== '')?.email;
}

export interface SignInDeps extends WorkerDeps {
  session: CourtSession;
}

export type SignInOutcome = { ok: true } | { ok: false; message: string };

/** Exchanges the address's token (which the session API removes from the address) and tells the worker. */
export async function completeRedirectSignIn(deps: SignInDeps): Promise<SignInOutcome> {
  // The app signs in with Google: a token without a type is an OAuth token (as readRedirectParams says).
  const outcome = await deps.session.authenticateByUrl({
    sessionDurationMinutes: SESSION_DURATION_MINUTES,
    tokenTypeWhenMissing: 'oauth',
  });
  if (outcome.kind === 'none') return { ok: false, message: 'the address has no sign-in token.' };
  if (outcome.kind === 'failed') return { ok: false, message: outcome.error.message };
  const { user } = outcome.detail;
  await notifyWorker(
    { userId: user.user_id, email: primaryEmail(user) ?? '', sessionToken: deps.session.getSessionToken() ?? '' },
    deps,
  );
  return { ok: true };
}
