// Grants: what one authorization gave one client, with its refresh-token family. A refresh token is
// used once: each use hands out the next one, and an old one coming back (a stolen copy, or a replayed
// code) revokes the whole grant with every access token issued from it.
import { randomBytes } from 'node:crypto';
import { newId } from '../domain/ids.ts';
import { dueForSweep } from '../limits/bounded.ts';
import { secretHash, type ConnectedAppsState, type Grant } from './apps-state.ts';
import { grantIndex, indexNewGrant } from './grant-index.ts';
import { makeRoomFor } from './keep-newest.ts';
import { OAuthError } from './oauth-errors.ts';

/** A refresh token lasts this long after its last use, but never past the grant's own end. */
export const REFRESH_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A grant ends this long after the person approved it, however often it is refreshed: then they are asked again. */
export const GRANT_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
/** Grants per person and client: their own oldest goes first. */
export const GRANTS_PER_USER_AND_CLIENT = 10;
/** Grants per person across clients: their own oldest goes first, so one person cannot fill the list. */
export const GRANTS_PER_USER = 50;
/** Grants in all; past this, new ones are refused. */
export const MAX_GRANTS = 5000;
/** Access tokens per grant that are honoured at once; a grant's own oldest goes first. */
export const ACCESS_TOKENS_PER_GRANT = 10;
/** Rotated-away refresh tokens a grant remembers, to notice one coming back. */
const USED_REFRESH_KEPT = 50;

export type NewGrant = Pick<Grant, 'user_id' | 'client_id' | 'scopes' | 'resources'>;

/** Expired grants and access tokens, swept out once a minute; lookups check expiry themselves meanwhile. */
function dropExpired(state: ConnectedAppsState, now: number): void {
  if (!dueForSweep(state, now)) return;
  state.grants = state.grants.filter((grant) => grant.refresh_expires_at > now);
  for (const grant of state.grants) grant.access_tokens = grant.access_tokens.filter((token) => token.expires_at > now);
}

/** Starts a grant; returns it and its first refresh token. */
export function createGrant(
  state: ConnectedAppsState,
  details: NewGrant,
  now: number,
): { grant: Grant; refreshToken: string } {
  dropExpired(state, now);
  const own = (grant: Grant) => grant.user_id === details.user_id && grant.client_id === details.client_id;
  state.grants = makeRoomFor(state.grants, own, GRANTS_PER_USER_AND_CLIENT);
  state.grants = makeRoomFor(state.grants, (grant) => grant.user_id === details.user_id, GRANTS_PER_USER);
  if (state.grants.length >= MAX_GRANTS) {
    throw new OAuthError(
      503,
      'temporarily_unavailable',
      'The authorization server keeps no more grants. Try again later.',
    );
  }
  const refreshToken = randomBytes(32).toString('base64url');
  const grant: Grant = {
    ...structuredClone(details),
    grant_id: newId('grant'),
    refresh_hash: secretHash(refreshToken),
    used_refresh_hashes: [],
    refresh_expires_at: now + REFRESH_LIFETIME_MS,
    access_tokens: [],
    created_at: new Date(now).toISOString(),
  };
  state.grants.push(grant);
  indexNewGrant(state, grant);
  return { grant, refreshToken };
}

export function revokeGrant(state: ConnectedAppsState, grantId: string): void {
  state.grants = state.grants.filter((grant) => grant.grant_id !== grantId);
}

/** Revokes every grant of a person and client. */
export function revokeGrantsOf(state: ConnectedAppsState, userId: string, clientId: string): void {
  state.grants = state.grants.filter((grant) => grant.user_id !== userId || grant.client_id !== clientId);
}

export type RefreshLookup = { kind: 'current'; grant: Grant } | { kind: 'reused'; grant: Grant } | { kind: 'unknown' };

/** Finds the grant a refresh token belongs to, and whether it is the current one or an old one. */
export function lookUpRefreshToken(state: ConnectedAppsState, refreshToken: string, now: number): RefreshLookup {
  dropExpired(state, now);
  const hash = secretHash(refreshToken);
  const grant = grantIndex(state).byRefreshHash.get(hash);
  if (!grant || grant.refresh_expires_at <= now) return { kind: 'unknown' };
  return { kind: grant.refresh_hash === hash ? 'current' : 'reused', grant };
}

/** Replaces the grant's refresh token; returns the new one. */
export function rotateRefreshToken(state: ConnectedAppsState, grant: Grant, now: number): string {
  const index = grantIndex(state);
  const next = randomBytes(32).toString('base64url');
  grant.used_refresh_hashes.push(grant.refresh_hash);
  if (grant.used_refresh_hashes.length > USED_REFRESH_KEPT) {
    for (const forgotten of grant.used_refresh_hashes.splice(0, grant.used_refresh_hashes.length - USED_REFRESH_KEPT))
      index.byRefreshHash.delete(forgotten);
  }
  grant.refresh_hash = secretHash(next);
  index.byRefreshHash.set(grant.refresh_hash, grant);
  grant.refresh_expires_at = Math.min(now + REFRESH_LIFETIME_MS, Date.parse(grant.created_at) + GRANT_LIFETIME_MS);
  return next;
}

/** Lists a new access token of the grant as honoured. */
export function noteAccessToken(state: ConnectedAppsState, grant: Grant, jti: string, expiresAt: number): void {
  const index = grantIndex(state);
  grant.access_tokens.push({ jti, expires_at: expiresAt });
  index.byJti.set(jti, grant);
  if (grant.access_tokens.length > ACCESS_TOKENS_PER_GRANT) {
    for (const dropped of grant.access_tokens.splice(0, grant.access_tokens.length - ACCESS_TOKENS_PER_GRANT))
      index.byJti.delete(dropped.jti);
  }
}

/** The grant that still honours the access token `jti`, if any. */
export function grantOfAccessToken(state: ConnectedAppsState, jti: string, now: number): Grant | undefined {
  const grant = grantIndex(state).byJti.get(jti);
  return grant?.access_tokens.some((token) => token.jti === jti && token.expires_at > now) ? grant : undefined;
}

/** Stops honouring one access token. */
export function revokeAccessToken(state: ConnectedAppsState, jti: string): void {
  const index = grantIndex(state);
  const grant = index.byJti.get(jti);
  if (!grant) return;
  grant.access_tokens = grant.access_tokens.filter((token) => token.jti !== jti);
  index.byJti.delete(jti);
}
