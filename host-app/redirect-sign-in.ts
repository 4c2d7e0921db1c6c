// /authenticate: finishes a redirect sign-in (Google or an email link), tells the worker, and decides
// where the visitor goes next. Kept apart from React so that every outcome is testable.
import type { Court } from '../src/session/types.ts';
import type { User } from '../src/types/index.ts';
import { notifyWorker, type WorkerDeps } from './worker.ts';

/** Minutes of the session asked for in the exchange (SPEC §9). */
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
  if (tokenType !== 'oauth' && tokenType !== 'magic_links') return { ok: false, problem: 'unsupported_type', tokenType };
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
  court: Court;
}

export type SignInOutcome = { ok: true } | { ok: false; message: string };

export async function completeRedirectSignIn(token: string, tokenType: RedirectTokenType, deps: SignInDeps): Promise<SignInOutcome> {
  const exchanged = await deps.court.authenticateRedirectToken(token, tokenType, SESSION_DURATION_MINUTES);
  if (!exchanged.ok) return { ok: false, message: exchanged.error.message };
  const auth = exchanged.value;
  await notifyWorker(
    {
      userId: auth.user_id,
      email: primaryEmail(auth.user) ?? '',
      sessionToken: deps.court.session.getSessionToken() ?? auth.session_token,
    },
    deps,
  );
  return { ok: true };
}
