// Consent people gave, remembered per person and client: asking again for scopes already granted
// needs no new consent (unless the client sends prompt=consent).
import { tooManyRequests } from '../http.ts';
import type { ConnectedAppsState, RememberedConsent } from './apps-state.ts';

/** One entry per person and client; a full list refuses new ones instead of forgetting someone's. */
export const MAX_CONSENTS = 5000;

export function findConsent(state: ConnectedAppsState, userId: string, clientId: string): RememberedConsent | undefined {
  return state.consents.find((consent) => consent.user_id === userId && consent.client_id === clientId);
}

/** Whether the person already granted every one of `scopes` to the client. */
export function coversScopes(state: ConnectedAppsState, userId: string, clientId: string, scopes: string[]): boolean {
  const consent = findConsent(state, userId, clientId);
  return consent !== undefined && scopes.every((scope) => consent.scopes.includes(scope));
}

/** Throws 429 when a consent for this person and client would be new and the list is full: checked before anything is issued. */
export function checkConsentRoom(state: ConnectedAppsState, userId: string, clientId: string): void {
  if (findConsent(state, userId, clientId)) return;
  if (state.consents.length >= MAX_CONSENTS) throw tooManyRequests(60, 'The local provider keeps no more consents. Revoke connected apps or reset it.');
}

/**
 * Adds `scopes` to what the person granted the client. `granted_at` stays the time of the first
 * consent: a later silent approval is a use, not a new connection.
 */
export function rememberConsent(state: ConnectedAppsState, userId: string, clientId: string, scopes: string[], now: number): void {
  const consent = findConsent(state, userId, clientId);
  if (consent) {
    consent.scopes = [...new Set([...consent.scopes, ...scopes])];
    return;
  }
  checkConsentRoom(state, userId, clientId);
  state.consents.push({ user_id: userId, client_id: clientId, scopes: [...scopes], granted_at: new Date(now).toISOString() });
}

export function consentsOf(state: ConnectedAppsState, userId: string): RememberedConsent[] {
  return state.consents.filter((consent) => consent.user_id === userId);
}
