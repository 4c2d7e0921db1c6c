// Which registered client a token, introspection or revocation request comes from: a public client
// names itself with client_id; a confidential one also proves its secret, in the body
// (client_secret_post) or in an Authorization: Basic header (client_secret_basic, RFC 6749 §2.3.1).
import type { RequestLike } from '../http/responses.ts';
import type { ConnectedAppsState, RegisteredClient } from './apps-state.ts';
import { findClient, secretMatches } from './clients.ts';
import type { OAuthParameters } from './oauth-body.ts';
import { invalidClient, invalidRequest } from './oauth-errors.ts';

export interface BasicCredentials {
  id: string;
  secret: string;
}

/** The Basic credentials of the request, form-decoded as RFC 6749 §2.3.1 asks; null when none. */
export function basicCredentials(request: RequestLike): BasicCredentials | null {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { id: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

/** The client the request authenticates as; 401 invalid_client for an unknown client or a wrong secret. */
export function authenticateClient(
  state: ConnectedAppsState,
  request: RequestLike,
  params: OAuthParameters,
): RegisteredClient {
  const basic = basicCredentials(request);
  const bodyId = params.single('client_id');
  if (basic && bodyId !== undefined && basic.id !== bodyId)
    throw invalidRequest('client_id in the body and in the Authorization header differ.');
  const clientId = basic?.id ?? bodyId;
  if (clientId === undefined)
    throw invalidClient('Send client_id (or client credentials in an Authorization: Basic header).');
  const client = findClient(state, clientId);
  if (!client) throw invalidClient('No client has this client_id. Register again.', basic !== null);
  if (client.client_type === 'confidential') {
    const secret = basic?.secret ?? params.single('client_secret');
    if (secret === undefined || !secretMatches(client, secret))
      throw invalidClient('The client secret is missing or wrong.', basic !== null);
  }
  return client;
}
