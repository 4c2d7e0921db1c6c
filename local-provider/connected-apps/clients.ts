// Dynamic client registration (RFC 7591) and the lookup of registered clients. Registration is open,
// as the hosted provider's is when a project turns it on: any caller may register, so the number of
// clients is bounded and registrations are rate limited, per caller and in all (a caller's origin is
// what it says, so the limit in all is the one a flood cannot dodge). A full list makes room by
// forgetting the oldest client nobody has connected once its first minutes are over: a flood never
// pushes out a client a person has connected, and fills the list for no longer than it lasts. Client
// names and descriptions are kept as plain text. Every registration gets its own client: two
// programs that send the same metadata never share an id, so consent given to one is never
// remembered for the other.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { newId } from '../domain/ids.ts';
import { secretHash, type ConnectedAppsState, type RegisteredClient } from './apps-state.ts';
import { invalidClientMetadata, OAuthError } from './oauth-errors.ts';
import { isLoopback, MAX_REDIRECT_URIS, redirectUriProblem } from './redirect-uris.ts';

export const MAX_CLIENTS = 500;
/** A client nobody has connected (no consent, code or grant) is forgotten this long after registering. */
export const UNUSED_CLIENT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Registrations one caller may make in a minute (the same registration again counts too). */
export const REGISTRATIONS_PER_CALLER = { limit: 30, windowSeconds: 60 };
/**
 * Registrations from every caller together in a minute: within the grace below, fewer than the list
 * holds, so a flood alone never fills it with clients too new to make room.
 */
export const REGISTRATIONS_IN_ALL = { limit: 45, windowSeconds: 60 };
/**
 * How long a new client is kept while nobody has connected it yet, whatever registers after it: the
 * time to sign in and consent.
 */
export const NEW_CLIENT_GRACE_MS = 10 * 60 * 1000;
export const MAX_CLIENT_NAME_LENGTH = 200;
const MAX_DESCRIPTION_LENGTH = 1000;

const AUTH_METHODS = ['none', 'client_secret_post', 'client_secret_basic'] as const;
type AuthMethod = (typeof AUTH_METHODS)[number];
export const CLIENT_GRANT_TYPES = ['authorization_code', 'refresh_token'];
export const CLIENT_RESPONSE_TYPES = ['code'];

/** Control characters would let a name break the layout of a screen or a log line. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export interface Registration {
  client: RegisteredClient;
  /** Only for a confidential client, only in the answer to its registration. */
  clientSecret: string | null;
}

function optionalText(body: Record<string, unknown>, field: string, limit: number): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalidClientMetadata(`${field} must be a string.`);
  if (value.length > limit) throw invalidClientMetadata(`${field} must be at most ${limit} characters.`);
  if (CONTROL.test(value)) throw invalidClientMetadata(`${field} must not contain control characters.`);
  return value;
}

function stringList(body: Record<string, unknown>, field: string): string[] | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw invalidClientMetadata(`${field} must be a list of strings.`);
  if (value.length > 10) throw invalidClientMetadata(`${field} lists too many values.`);
  return value as string[];
}

function redirectUris(body: Record<string, unknown>): string[] {
  const value = body.redirect_uris;
  if (!Array.isArray(value) || value.length === 0 || !value.every((item) => typeof item === 'string')) {
    throw new OAuthError(400, 'invalid_redirect_uri', 'redirect_uris must be a non-empty list of URLs.');
  }
  if (value.length > MAX_REDIRECT_URIS)
    throw new OAuthError(400, 'invalid_redirect_uri', `Register at most ${MAX_REDIRECT_URIS} redirect URIs.`);
  for (const uri of value as string[]) {
    const problem = redirectUriProblem(uri);
    if (problem)
      throw new OAuthError(
        400,
        'invalid_redirect_uri',
        `The redirect URI ${JSON.stringify(uri.slice(0, 200))} ${problem}.`,
      );
  }
  return [...new Set(value as string[])];
}

function authMethod(body: Record<string, unknown>): AuthMethod {
  const value = body.token_endpoint_auth_method;
  if (value === undefined || value === null) return 'none';
  if (!(AUTH_METHODS as readonly unknown[]).includes(value)) {
    throw invalidClientMetadata(`token_endpoint_auth_method must be one of ${AUTH_METHODS.join(', ')}.`);
  }
  return value as AuthMethod;
}

function checkSupported(list: string[] | null, supported: string[], field: string): void {
  const unsupported = list?.find((item) => !supported.includes(item));
  if (unsupported !== undefined) {
    throw invalidClientMetadata(
      `${field} may hold only ${supported.join(', ')}; "${unsupported.slice(0, 100)}" is not supported.`,
    );
  }
}

/** HTTPS (or loopback http) logo URL, or null. */
function logoUri(body: Record<string, unknown>): string | null {
  const value = optionalText(body, 'logo_uri', 2000);
  if (value === null) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || isLoopback(url)) return url.href;
  } catch {
    // Falls through to the refusal below.
  }
  throw invalidClientMetadata('logo_uri must be an https URL.');
}

/** Registers a client from an RFC 7591 request body (already parsed JSON). Unknown fields are ignored. */
export function registerClient(state: ConnectedAppsState, body: Record<string, unknown>, now: number): Registration {
  const uris = redirectUris(body);
  const method = authMethod(body);
  checkSupported(stringList(body, 'grant_types'), CLIENT_GRANT_TYPES, 'grant_types');
  checkSupported(stringList(body, 'response_types'), CLIENT_RESPONSE_TYPES, 'response_types');
  const name = optionalText(body, 'client_name', MAX_CLIENT_NAME_LENGTH) ?? '';
  const description = optionalText(body, 'client_description', MAX_DESCRIPTION_LENGTH) ?? '';
  const logo = logoUri(body);
  dropUnusedClients(state, now);
  if (state.clients.length >= MAX_CLIENTS) makeRoom(state, now);
  const clientSecret = method === 'none' ? null : randomBytes(32).toString('base64url');
  const client: RegisteredClient = {
    client_id: newId('connected-app'),
    client_name: name,
    client_description: description,
    client_type: method === 'none' ? 'public' : 'confidential',
    token_endpoint_auth_method: method,
    client_secret_hash: clientSecret === null ? null : secretHash(clientSecret),
    redirect_uris: uris,
    logo_uri: logo,
    client_id_issued_at: Math.floor(now / 1000),
  };
  state.clients.push(client);
  return { client, clientSecret };
}

/**
 * Forgets clients registered over a day ago that nobody connected: a flood of registrations fills
 * the list for a day at most, and a client a person uses is kept.
 */
function dropUnusedClients(state: ConnectedAppsState, now: number): void {
  const used = usedClientIds(state);
  const cutoff = now - UNUSED_CLIENT_LIFETIME_MS;
  state.clients = state.clients.filter(
    (client) => used.has(client.client_id) || client.client_id_issued_at * 1000 > cutoff,
  );
}

/** Clients a person has connected: a consent, a pending code or a grant names them. */
const usedClientIds = (state: ConnectedAppsState): Set<string> =>
  new Set([...state.consents, ...state.codes, ...state.grants].map((entry) => entry.client_id));

/**
 * Forgets the oldest client nobody has connected that registered over the grace ago; 503 where
 * every client is connected or new (the list is in order of registration).
 */
function makeRoom(state: ConnectedAppsState, now: number): void {
  const used = usedClientIds(state);
  const index = state.clients.findIndex(
    (client) => !used.has(client.client_id) && client.client_id_issued_at * 1000 <= now - NEW_CLIENT_GRACE_MS,
  );
  if (index < 0) {
    throw new OAuthError(
      503,
      'temporarily_unavailable',
      `This authorization server keeps at most ${MAX_CLIENTS} registered clients and is full.`,
    );
  }
  state.clients.splice(index, 1);
}

/** The RFC 7591 answer for a client. */
export function registrationAnswer({ client, clientSecret }: Registration): Record<string, unknown> {
  return {
    client_id: client.client_id,
    client_id_issued_at: client.client_id_issued_at,
    client_name: client.client_name,
    ...(client.client_description ? { client_description: client.client_description } : {}),
    ...(client.logo_uri ? { logo_uri: client.logo_uri } : {}),
    redirect_uris: [...client.redirect_uris],
    grant_types: [...CLIENT_GRANT_TYPES],
    response_types: [...CLIENT_RESPONSE_TYPES],
    token_endpoint_auth_method: client.token_endpoint_auth_method,
    ...(clientSecret ? { client_secret: clientSecret, client_secret_expires_at: 0 } : {}),
  };
}

export function findClient(state: ConnectedAppsState, clientId: string): RegisteredClient | undefined {
  return state.clients.find((client) => client.client_id === clientId);
}

/** Whether `secret` is the confidential client's secret (compared in constant time). */
export function secretMatches(client: RegisteredClient, secret: string): boolean {
  if (client.client_secret_hash === null) return false;
  const expected = Buffer.from(client.client_secret_hash);
  const actual = Buffer.from(secretHash(secret));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
