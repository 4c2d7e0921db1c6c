// A person's connected apps: the clients they granted access to, and revoking one (its consent, its
// pending codes, its grants with their refresh and access tokens).
import type { ConnectedAppsState } from './apps-state.ts';
import { findClient } from './clients.ts';
import { dropCodes } from './codes.ts';
import { consentsOf } from './consents.ts';
import { revokeGrantsOf } from './grants.ts';

/** One entry per client: the scopes granted at any of its redirect URIs, and the first time consent was given. */
export function listConnectedApps(state: ConnectedAppsState, userId: string) {
  const byClient = new Map<string, { scopes: Set<string>; grantedAt: string }>();
  for (const consent of consentsOf(state, userId)) {
    const entry = byClient.get(consent.client_id);
    if (!entry) {
      byClient.set(consent.client_id, { scopes: new Set(consent.scopes), grantedAt: consent.granted_at });
      continue;
    }
    for (const scope of consent.scopes) entry.scopes.add(scope);
    if (consent.granted_at < entry.grantedAt) entry.grantedAt = consent.granted_at;
  }
  return [...byClient].flatMap(([clientId, { scopes, grantedAt }]) => {
    const client = findClient(state, clientId);
    if (!client) return [];
    return [
      {
        connected_app_id: client.client_id,
        name: client.client_name,
        description: client.client_description,
        client_type: client.client_type,
        ...(client.logo_uri ? { logo_url: client.logo_uri } : {}),
        scopes_granted: [...scopes].join(' '),
        granted_at: grantedAt,
      },
    ];
  });
}

/** Revokes everything the person gave the client; false when they had given it nothing. */
export function revokeConnectedApp(state: ConnectedAppsState, userId: string, clientId: string): boolean {
  const known =
    state.consents.some((consent) => consent.user_id === userId && consent.client_id === clientId) ||
    state.grants.some((grant) => grant.user_id === userId && grant.client_id === clientId);
  state.consents = state.consents.filter((consent) => consent.user_id !== userId || consent.client_id !== clientId);
  dropCodes(state, userId, clientId);
  revokeGrantsOf(state, userId, clientId);
  return known;
}
