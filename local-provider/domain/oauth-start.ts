// Parameters of an OAuth start (docs/provider-api.md#oauth-start), checked again when the consent form comes back.
import { notFound } from '../http/responses.ts';
import { OAUTH_LOGIN_SCOPES } from './oauth-providers.ts';
import { checkCodeChallenge, checkRedirectUrl } from './validate.ts';
import type { ProviderCore } from '../provider-core.ts';

export interface OAuthStart {
  fields: Record<string, string>;
  loginUrl: string;
  signupUrl: string;
  challenge: string | null;
  scopes: string[];
}

/** Validates the start parameters (from the query, or carried through the consent form). */
export function readStart(provider: ProviderCore, params: URLSearchParams): OAuthStart {
  const { settings } = provider;
  if (params.get('public_token') !== settings.public_token) {
    throw notFound('public_token_not_found', "The public_token parameter is missing or not this project's.");
  }
  const optional = (name: string) => params.get(name) ?? undefined;
  const loginUrl = checkRedirectUrl(
    settings,
    optional('login_redirect_url'),
    settings.redirect_urls.login,
    'invalid_oauth_redirect_url',
  );
  const signupUrl = checkRedirectUrl(
    settings,
    optional('signup_redirect_url'),
    settings.redirect_urls.signup,
    'invalid_oauth_redirect_url',
  );
  const challenge = checkCodeChallenge(
    settings.bootstrap.pkce_required_for_oauth,
    optional('code_challenge') || undefined,
  );
  const customScopes = (params.get('custom_scopes') ?? '').split(' ').filter(Boolean);
  const fields: Record<string, string> = {
    public_token: settings.public_token,
    login_redirect_url: loginUrl,
    signup_redirect_url: signupUrl,
  };
  if (challenge) fields.code_challenge = challenge;
  if (customScopes.length) fields.custom_scopes = customScopes.join(' ');
  return { fields, loginUrl, signupUrl, challenge, scopes: [...new Set([...OAUTH_LOGIN_SCOPES, ...customScopes])] };
}
