// How the worker presents itself to an MCP client as an OAuth protected resource (RFC 9728): the
// metadata document that names the provider as its authorization server, and the WWW-Authenticate
// challenges that point a client at that document.

/** What the assistant's tools ask of a token; a token needs one per tool, see tools.ts. */
export const COURT_SCOPES = ['courts:read', 'courts:book'] as const;
export type CourtScope = (typeof COURT_SCOPES)[number];

export interface ResourceIdentity {
  /** The URL clients are given, e.g. http://localhost:8787/mcp: compared character for character. */
  resource: string;
  /** The provider's issuer: its origin, no trailing slash. */
  issuer: string;
  /** Where the metadata is served: the resource's path under /.well-known/oauth-protected-resource. */
  metadataUrl: string;
}

export function resourceIdentity(workerUrl: string, issuer: string): ResourceIdentity {
  return {
    resource: `${workerUrl}/mcp`,
    issuer,
    metadataUrl: `${workerUrl}/.well-known/oauth-protected-resource/mcp`,
  };
}

export function protectedResourceMetadata(identity: ResourceIdentity): Record<string, unknown> {
  return {
    resource: identity.resource,
    authorization_servers: [identity.issuer],
    scopes_supported: [...COURT_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Tennis court booking assistant',
  };
}

/**
 * The challenge for a missing or invalid token: it tells a client where to sign in and what to ask for.
 * A request that sent a token is also told the token is no good (RFC 6750 §3.1); one that sent none
 * gets no error code, since it made no mistake but to ask without signing in.
 */
export function tokenChallenge(identity: ResourceIdentity, tokenPresented: boolean): string {
  const error = tokenPresented ? 'error="invalid_token", ' : '';
  return `Bearer ${error}resource_metadata="${identity.metadataUrl}", scope="${COURT_SCOPES.join(' ')}"`;
}

/**
 * The challenge for a valid token that lacks a tool's scope. It names the scope to ask for together with
 * the court scopes the token already has: a client asks for exactly this, and must not lose those.
 */
export function scopeChallenge(identity: ResourceIdentity, needed: CourtScope, granted: readonly string[]): string {
  const scope = COURT_SCOPES.filter((candidate) => candidate === needed || granted.includes(candidate)).join(' ');
  return `Bearer error="insufficient_scope", scope="${scope}", resource_metadata="${identity.metadataUrl}"`;
}
