// Authorization header checks (docs/provider-api.md#headers, #backend-session-check).
import { timingSafeEqual } from 'node:crypto';
import { ApiError, unauthorized, type RequestLike } from './responses.ts';
import type { StoredSession } from '../state/model.ts';
import { findLiveSession } from '../domain/sessions.ts';
import type { ProviderCore } from '../provider-core.ts';

function basicCredentials(request: RequestLike): { name: string; secret: string } | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { name: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Checks the public token and returns the live session named by the secret part, if any. */
export function checkSdkCredentials(provider: ProviderCore, request: RequestLike): StoredSession | null {
  const credentials = basicCredentials(request);
  if (!credentials) {
    throw unauthorized('unauthorized_credentials', 'Send Authorization: Basic base64(public_token:secret).');
  }
  if (!same(credentials.name, provider.settings.public_token)) {
    throw unauthorized('public_token_not_found', "The public token in the Authorization header is not this project's.");
  }
  if (credentials.secret === provider.settings.public_token) return null;
  return findLiveSession(provider, credentials.secret);
}

/** A session is needed: no token gives 401 `unauthorized_credentials`, an unknown or expired one 404 `session_not_found`. */
export function requireSession(provider: ProviderCore, request: RequestLike): StoredSession {
  const session = checkSdkCredentials(provider, request);
  if (session) return session;
  const credentials = basicCredentials(request)!;
  if (credentials.secret === provider.settings.public_token || credentials.secret === '') {
    throw unauthorized('unauthorized_credentials', 'This call needs a session; none was sent.');
  }
  throw new ApiError(404, 'session_not_found', 'The session does not exist or has expired.');
}

export function checkBackendCredentials(provider: ProviderCore, request: RequestLike): void {
  const credentials = basicCredentials(request);
  const { project_id: projectId, secret } = provider.settings;
  if (!credentials || !same(credentials.name, projectId) || !same(credentials.secret, secret)) {
    throw unauthorized(
      'unauthorized_credentials',
      "Send Authorization: Basic base64(project_id:secret) with this project's values.",
    );
  }
}
