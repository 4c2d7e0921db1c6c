// A person's connected apps: the clients they granted access to, and revoking one (its consent, its
// pending codes, its grants with their refresh and access tokens).
import type { ConnectedAppsState } from './apps-state.ts';
import { findClient } from './clients.ts';
import { dropCodes } from './codes.ts';
import { consentsOf } from './consents.ts';
import { revokeGrantsOf } from './grants.ts';

export function listConnectedApps(state: ConnectedAppsState, userId: string) {
  return consentsOf(state, userId).flatMap((consent) => {
    const client = findClient(state, consent.client_id);
    if (!client) return [];
    return [{
      connected_app_id: client.client_id,
      name: client.client_name,
      description: client.client_description,
      client_type: client.client_type,
      ...(client.logo_uri ? { logo_url: client.logo_uri } : {}),
      scopes_granted: consent.scopes.join(' '),
      granted_at: consent.granted_at,
    }];
  });
}

/** Revokes everything the person gave the client; false when they had given it nothing. */
export function revokeConnectedApp(state: ConnectedAppsState, userId: string, clientId: string): boolean {
  const known = state.consents.some((consent) => consent.user_id === userId && consent.client_id === clientId)
    || state.grants.some((grant) => grant.user_id === userId && grant.client_id === clientId);
  state.consents = state.consents.filter((consent) => consent.user_id !== userId || consent.client_id !== clientId);
  dropCodes(state, userId, clientId);
  revokeGrantsOf(state, userId, clientId);
  return known;
}
