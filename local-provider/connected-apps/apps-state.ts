// What the authorization server remembers: its signing key, the registered clients, the consents
// people gave, pending authorization codes and the grants (refresh-token families) issued from them.
// Plain JSON kept under the `connected_apps` key of the provider state's groups, so --data keeps it.
// Codes and refresh tokens are kept as SHA-256 hashes: the data file never holds a usable one.
import { createHash } from 'node:crypto';
import type { JWK } from 'jose';

export interface SigningKeyRecord {
  kid: string;
  /** The private RSA key as a JWK (RS256). */
  private_jwk: JWK;
  created_at: string;
}

export interface RegisteredClient {
  client_id: string;
  client_name: string;
  client_description: string;
  client_type: 'public' | 'confidential';
  token_endpoint_auth_method: 'none' | 'client_secret_post' | 'client_secret_basic';
  /** SHA-256 of the client secret (confidential clients only). */
  client_secret_hash: string | null;
  redirect_uris: string[];
  logo_uri: string | null;
  /** Seconds since the epoch (RFC 7591). */
  client_id_issued_at: number;
}

/**
 * Consent is remembered for the exact redirect URI (port included): another program that reuses a
 * public client's id on another loopback port is asked again, never handed a code silently.
 */
export interface RememberedConsent {
  user_id: string;
  client_id: string;
  redirect_uri: string;
  scopes: string[];
  granted_at: string;
}

export interface PendingCode {
  code_hash: string;
  client_id: string;
  user_id: string;
  redirect_uri: string;
  code_challenge: string;
  scopes: string[];
  resources: string[];
  nonce: string | null;
  expires_at: number;
  /** Set once the code was exchanged: a second use revokes the grant it produced (RFC 6749 §4.1.2). */
  used_for_grant: string | null;
}

export interface LiveAccessToken {
  jti: string;
  expires_at: number;
}

export interface Grant {
  grant_id: string;
  user_id: string;
  client_id: string;
  scopes: string[];
  resources: string[];
  /** Hash of the one refresh token that works now. */
  refresh_hash: string;
  /** Hashes of the refresh tokens this grant already rotated away from: one coming back revokes the grant. */
  used_refresh_hashes: string[];
  refresh_expires_at: number;
  /** Access tokens of this grant that have not expired: an access token is honoured only while listed here. */
  access_tokens: LiveAccessToken[];
  created_at: string;
}

export interface ConnectedAppsState {
  signing_key: SigningKeyRecord | null;
  clients: RegisteredClient[];
  consents: RememberedConsent[];
  codes: PendingCode[];
  grants: Grant[];
}

/** The `connected_apps` group state, created on first use; a malformed saved value is an error, not a silent reset. */
export function connectedAppsState(groups: Record<string, unknown>): ConnectedAppsState {
  const current = groups.connected_apps;
  if (current === undefined) {
    const fresh: ConnectedAppsState = { signing_key: null, clients: [], consents: [], codes: [], grants: [] };
    groups.connected_apps = fresh;
    return fresh;
  }
  const candidate = current as Partial<ConnectedAppsState> | null;
  const lists = [candidate?.clients, candidate?.consents, candidate?.codes, candidate?.grants];
  if (!candidate || !lists.every(Array.isArray)) {
    throw new Error(
      'The saved provider state has a malformed "connected_apps" group (expected clients, consents, codes and grants lists).',
    );
  }
  return candidate as ConnectedAppsState;
}

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('base64url');
}
