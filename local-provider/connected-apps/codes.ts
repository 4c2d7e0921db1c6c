// Authorization codes: single use, a few minutes long, bound to the client, redirect URI, PKCE
// challenge, scopes and resources of the authorization that made them. Only their hashes are kept.
import { randomBytes } from 'node:crypto';
import { tooManyRequests } from '../http/responses.ts';
import { secretHash, type ConnectedAppsState, type PendingCode } from './apps-state.ts';
import { makeRoomFor } from './keep-newest.ts';

export const CODE_LIFETIME_MS = 5 * 60 * 1000;
/** Pending codes per person and client: their own oldest goes first, nobody else's. */
export const CODES_PER_USER_AND_CLIENT = 10;
/** Pending codes per person across clients: their own oldest goes first, so one person cannot fill the list. */
export const CODES_PER_USER = 30;
/** Pending codes in all; past this, new ones are refused until some expire. */
export const MAX_CODES = 1000;

export type NewCode = Omit<PendingCode, 'code_hash' | 'expires_at' | 'used_for_grant'>;

function dropExpired(state: ConnectedAppsState, now: number): void {
  state.codes = state.codes.filter((code) => code.expires_at > now);
}

/** Issues a code; returns the code itself (only its hash is kept). */
export function issueCode(state: ConnectedAppsState, details: NewCode, now: number): string {
  dropExpired(state, now);
  const own = (code: PendingCode) =>
    code.user_id === details.user_id && code.client_id === details.client_id && code.used_for_grant === null;
  state.codes = makeRoomFor(state.codes, own, CODES_PER_USER_AND_CLIENT);
  state.codes = makeRoomFor(
    state.codes,
    (code) => code.user_id === details.user_id && code.used_for_grant === null,
    CODES_PER_USER,
  );
  if (state.codes.length >= MAX_CODES)
    throw tooManyRequests(60, 'Too many authorizations are pending. Try again in a few minutes.');
  const code = randomBytes(32).toString('base64url');
  state.codes.push({
    ...structuredClone(details),
    code_hash: secretHash(code),
    expires_at: now + CODE_LIFETIME_MS,
    used_for_grant: null,
  });
  return code;
}

/** The code's record if it exists and has not expired (used or not). */
export function findCode(state: ConnectedAppsState, code: string, now: number): PendingCode | undefined {
  dropExpired(state, now);
  const hash = secretHash(code);
  return state.codes.find((entry) => entry.code_hash === hash);
}

/** Forgets every code of a person and client (their connected app was revoked). */
export function dropCodes(state: ConnectedAppsState, userId: string, clientId: string): void {
  state.codes = state.codes.filter((code) => code.user_id !== userId || code.client_id !== clientId);
}
