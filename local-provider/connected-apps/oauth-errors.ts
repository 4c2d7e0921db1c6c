// Errors of the OAuth endpoints in their own shape (RFC 6749 §5.2, RFC 7591 §3.2.2, RFC 6750 §3):
// `{error, error_description}`, never the SDK's error envelope, because OAuth clients read `error`.
import { json } from '../http/responses.ts';

export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
  }
}

export const invalidRequest = (description: string) => new OAuthError(400, 'invalid_request', description);
export const invalidGrant = (description: string) => new OAuthError(400, 'invalid_grant', description);
export const invalidScope = (description: string) => new OAuthError(400, 'invalid_scope', description);
export const invalidTarget = (description: string) => new OAuthError(400, 'invalid_target', description);
export const invalidClientMetadata = (description: string) =>
  new OAuthError(400, 'invalid_client_metadata', description);

/** 401 invalid_client: an MCP client that sees it registers again. */
export function invalidClient(description: string, basicAuthUsed = false): OAuthError {
  return new OAuthError(
    401,
    'invalid_client',
    description,
    basicAuthUsed ? { 'WWW-Authenticate': 'Basic realm="oauth2"' } : {},
  );
}

/** A Bearer token that is missing, forged, expired or revoked (RFC 6750 §3.1). */
export function invalidToken(description: string): OAuthError {
  return new OAuthError(401, 'invalid_token', description, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description.replace(/["\\]/g, '')}"`,
  });
}

/** A live Bearer token that lacks the scope the endpoint needs (RFC 6750 §3.1). */
export function insufficientScope(scope: string, description: string): OAuthError {
  return new OAuthError(403, 'insufficient_scope', description, {
    'WWW-Authenticate': `Bearer error="insufficient_scope", scope="${scope}"`,
  });
}

export function oauthErrorResponse(error: OAuthError): Response {
  return json({ error: error.error, error_description: error.message }, error.status, {
    Pragma: 'no-cache',
    ...error.headers,
  });
}
