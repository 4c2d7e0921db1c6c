// The URL the browser navigates to for an OAuth start (docs/provider-api.md#oauth-start): the Court's
// client makes it, and so does a press on a painted provider button before the Court has come
// (src/products/oauth/painted-start.ts), from court-login.js.
import { isHostName } from './bootstrap.ts';
import type { OAuthStartParams } from './types.ts';

/**
 * `{OAUTH_BASE}/v1/public/oauth/{provider}/start?…`; OAUTH_BASE is the project's CNAME host when one is
 * given. A value that is not a host name (it may come from stored state) is ignored.
 */
export function oauthStartUrl(baseUrl: string, publicToken: string, params: OAuthStartParams): string {
  const origin = isHostName(params.cnameDomain) ? `https://${params.cnameDomain}` : baseUrl;
  const url = new URL(`${origin}/v1/public/oauth/${encodeURIComponent(params.provider)}/start`);
  url.searchParams.set('public_token', publicToken);
  if (params.codeChallenge) url.searchParams.set('code_challenge', params.codeChallenge);
  if (params.customScopes && params.customScopes.length > 0)
    url.searchParams.set('custom_scopes', params.customScopes.join(' '));
  for (const [key, value] of Object.entries(params.providerParams ?? {}))
    url.searchParams.set(`provider_${key}`, value);
  if (params.loginRedirectUrl) url.searchParams.set('login_redirect_url', params.loginRedirectUrl);
  if (params.signupRedirectUrl) url.searchParams.set('signup_redirect_url', params.signupRedirectUrl);
  return url.toString();
}
