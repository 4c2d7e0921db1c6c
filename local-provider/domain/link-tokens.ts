// Single-use tokens carried in links: OAuth redirects, magic links, password-reset links.
import { dueForSweep } from '../limits/bounded.ts';
import { newToken } from './ids.ts';
import type { LinkToken, LinkTokenKind, StoredUser } from '../state/model.ts';
import type { ProviderCore } from '../provider-core.ts';

/** Expired tokens are kept a day so that late clicks still hear "expired" rather than "not found". */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** What a new link carries: its kind, whose it is, how long it lives, the PKCE challenge and details. */
export interface NewLink {
  kind: LinkTokenKind;
  /** The address the token is added to (a redirect URL the project allows). */
  base: string;
  userId: string | null;
  minutes: number;
  codeChallenge: string | null;
  detail?: Record<string, string>;
}

/** A new single-use token, kept, and the address that carries it (`stytch_token_type` and `token`). */
export function issueLink(provider: ProviderCore, link: NewLink): string {
  const token: LinkToken = {
    token: newToken(),
    kind: link.kind,
    user_id: link.userId,
    expires_at: provider.now() + link.minutes * 60_000,
    code_challenge: link.codeChallenge,
    detail: link.detail ?? {},
  };
  if (dueForSweep(provider.state.linkTokens, provider.now())) {
    for (const [value, existing] of provider.state.linkTokens) {
      if (existing.expires_at <= provider.now() - FORGET_AFTER_MS) provider.state.linkTokens.delete(value);
    }
  }
  provider.state.linkTokens.set(token.token, token);
  return linkWithToken(link.base, link.kind, token.token);
}

/** The bounds of an emailed link's lifetime, in minutes (magic links, password resets). */
export const EMAILED_LINK_MINUTES = { min: 5, max: 10_080 } as const;

/** Emails a link to `to`, saying what it does and when it expires. */
export function sendLinkEmail(
  provider: ProviderCore,
  email: { to: string; subject: string; action: string; minutes: number; link: string },
): void {
  provider.inbox.send({
    channel: 'email',
    to: email.to,
    subject: email.subject,
    text: `Click the link below to ${email.action}. It expires in ${email.minutes} minutes.\n\n${email.link}`,
    link: email.link,
  });
}

export type LinkTokenLookup = { status: 'found'; token: LinkToken } | { status: 'missing' } | { status: 'expired' };

/** Looks a token of `kind` up without using it; expired tokens are forgotten. */
export function findLinkToken(provider: ProviderCore, kind: LinkTokenKind, value: string): LinkTokenLookup {
  const token = provider.state.linkTokens.get(value);
  if (!token || token.kind !== kind) return { status: 'missing' };
  // OAuth tokens name no user yet; the others must name one that still exists.
  const owned = token.user_id === null ? kind === 'oauth' : provider.state.users.has(token.user_id);
  if (!owned) return { status: 'missing' };
  if (token.expires_at <= provider.now()) {
    provider.state.linkTokens.delete(value);
    return { status: 'expired' };
  }
  return { status: 'found', token };
}

/** The user a token found by findLinkToken was issued to. */
export function linkTokenUser(provider: ProviderCore, token: LinkToken): StoredUser {
  const user = token.user_id === null ? undefined : provider.state.users.get(token.user_id);
  if (!user) throw new Error(`The ${token.kind} token was issued to no user.`);
  return user;
}

export function useLinkToken(provider: ProviderCore, token: LinkToken): void {
  provider.state.linkTokens.delete(token.token);
}

/**
 * Uses a token up before slow work (so that requests sent in parallel find it used) and gives it back
 * when that work refuses the request, e.g. a reset whose new password is too weak.
 */
export async function withLinkTokenHeld<T>(
  provider: ProviderCore,
  token: LinkToken,
  work: () => Promise<T>,
): Promise<T> {
  useLinkToken(provider, token);
  try {
    return await work();
  } catch (error) {
    provider.state.linkTokens.set(token.token, token);
    throw error;
  }
}

const TOKEN_PARAMS = ['stytch_token_type', 'token'];

/**
 * `base` with `stytch_token_type` and `token` at the end of its query, its other parameters kept as
 * written: re-encoded (`/` as `%2F`), a long address, such as a consent page's with its whole
 * authorization request, could come back longer than the page reads.
 */
function linkWithToken(base: string, tokenType: string, token: string): string {
  const url = new URL(base);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !TOKEN_PARAMS.includes(new URLSearchParams(pair).keys().next().value ?? ''));
  url.search = [...kept, new URLSearchParams({ stytch_token_type: tokenType, token }).toString()].join('&');
  return url.toString();
}
