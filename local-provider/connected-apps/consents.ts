// Consent people gave, remembered per person, client and exact redirect URI: asking again for scopes
// already granted there needs no new consent (unless the client sends prompt=consent).
import { tooManyRequests } from '../http/responses.ts';
import type { ConnectedAppsState, RememberedConsent } from './apps-state.ts';

/** One entry per person, client and redirect URI; a full list refuses new ones instead of forgetting someone's. */
export const MAX_CONSENTS = 5000;
/**
 * Consents one person may keep: past this a new one is refused for them alone (a consent is never
 * dropped silently, or the app would vanish from their list while its tokens live on).
 */
export const CONSENTS_PER_USER = 100;

/** Whom a consent was given to: the person, the client and the exact redirect URI the code goes to. */
export interface ConsentKey {
  userId: string;
  clientId: string;
  redirectUri: string;
}

export function findConsent(state: ConnectedAppsState, key: ConsentKey): RememberedConsent | undefined {
  return state.consents.find(
    (consent) =>
      consent.user_id === key.userId && consent.client_id === key.clientId && consent.redirect_uri === key.redirectUri,
  );
}

/** Whether the person already granted every one of `scopes` to the client at this redirect URI. */
export function coversScopes(state: ConnectedAppsState, key: ConsentKey, scopes: string[]): boolean {
  const consent = findConsent(state, key);
  return consent !== undefined && scopes.every((scope) => consent.scopes.includes(scope));
}

/** Throws 429 when this consent would be new and the list is full: checked before anything is issued. */
export function checkConsentRoom(state: ConnectedAppsState, key: ConsentKey): void {
  if (findConsent(state, key)) return;
  if (state.consents.filter((consent) => consent.user_id === key.userId).length >= CONSENTS_PER_USER) {
    throw tooManyRequests(
      60,
      `You have connected ${CONSENTS_PER_USER} apps. Revoke some in your account to connect another.`,
    );
  }
  if (state.consents.length >= MAX_CONSENTS)
    throw tooManyRequests(60, 'The local provider keeps no more consents. Revoke connected apps or reset it.');
}

/**
 * Adds `scopes` to what the person granted the client. `granted_at` stays the time of the first
 * consent: a later silent approval is a use, not a new connection.
 */
export function rememberConsent(state: ConnectedAppsState, key: ConsentKey, scopes: string[], now: number): void {
  const consent = findConsent(state, key);
  if (consent) {
    consent.scopes = [...new Set([...consent.scopes, ...scopes])];
    return;
  }
  checkConsentRoom(state, key);
  state.consents.push({
    user_id: key.userId,
    client_id: key.clientId,
    redirect_uri: key.redirectUri,
    scopes: [...scopes],
    granted_at: new Date(now).toISOString(),
  });
}

export function consentsOf(state: ConnectedAppsState, userId: string): RememberedConsent[] {
  return state.consents.filter((consent) => consent.user_id === userId);
}
