// Finishing a redirect sign-in (docs/provider-api.md#oauth-authenticate, #magic-links, #pkce): the token from the URL is
// exchanged with the stored PKCE verifier, which is deleted only once the exchange succeeded.
import type { ApiResult, ClientError, CourtClient } from '../provider/types.ts';
import type { AuthResponse } from '../types/index.ts';
import type { Court } from './types.ts';

const mentionsPkce = (error: ClientError): boolean =>
  `${error.errorType ?? ''} ${error.message}`.toLowerCase().includes('pkce');

export async function authenticateRedirectToken(
  client: CourtClient,
  pkce: Court['pkce'],
  token: string,
  tokenType: 'oauth' | 'magic_links',
  sessionDurationMinutes: number,
): Promise<ApiResult<AuthResponse>> {
  const body = { token, session_duration_minutes: sessionDurationMinutes };
  if (tokenType === 'oauth') {
    const pair = pkce.get('oauth');
    const result = await client.oauth.authenticate({ ...body, code_verifier: pair?.code_verifier });
    if (result.ok && pair) pkce.delete('oauth');
    return result;
  }
  // A magic link may come from a password-reset email (verifier under `passwords`) or a login email.
  const resetPair = pkce.get('passwords');
  if (resetPair) {
    const first = await client.magicLinks.authenticate({ ...body, code_verifier: resetPair.code_verifier });
    if (first.ok) pkce.delete('passwords');
    if (first.ok || !mentionsPkce(first.error)) return first;
  }
  const pair = pkce.get('magic_links');
  const result = await client.magicLinks.authenticate({ ...body, code_verifier: pair?.code_verifier });
  if (result.ok && pair) pkce.delete('magic_links');
  return result;
}
