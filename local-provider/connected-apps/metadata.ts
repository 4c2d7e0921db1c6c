// The authorization server's metadata (RFC 8414), served as both the OAuth and the OpenID Connect
// discovery document. "none" comes first among the auth methods: MCP clients register with the first
// method they find, and a public client is what an assistant on a person's machine is.
import type { ProviderSettings } from '../settings/settings.ts';
import { CLIENT_GRANT_TYPES, CLIENT_RESPONSE_TYPES } from './clients.ts';
import { offeredScopes } from './scopes.ts';
import { SIGNING_ALGORITHM } from './signing-key.ts';

export function serverMetadata(settings: ProviderSettings, issuer: string): Record<string, unknown> {
  return {
    issuer,
    authorization_endpoint: settings.connected_apps.authorization_url,
    token_endpoint: `${issuer}/v1/oauth2/token`,
    registration_endpoint: `${issuer}/v1/oauth2/register`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    userinfo_endpoint: `${issuer}/v1/oauth2/userinfo`,
    introspection_endpoint: `${issuer}/v1/oauth2/introspect`,
    revocation_endpoint: `${issuer}/v1/oauth2/revoke`,
    response_types_supported: [...CLIENT_RESPONSE_TYPES],
    response_modes_supported: ['query'],
    grant_types_supported: [...CLIENT_GRANT_TYPES],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
    introspection_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
    revocation_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
    authorization_response_iss_parameter_supported: true,
    scopes_supported: offeredScopes(settings),
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: [SIGNING_ALGORITHM],
    claims_supported: [
      'sub',
      'iss',
      'aud',
      'exp',
      'iat',
      'nbf',
      'nonce',
      'email',
      'email_verified',
      'name',
      'given_name',
      'family_name',
    ],
    prompt_values_supported: ['none', 'login', 'consent', 'select_account'],
  };
}
