// OAuth's effect: leave for the provider's start URL (docs/provider-api.md#oauth-start, #pkce). Its own chunk, loaded
// on the first click of a provider button: nothing of it is needed to show the buttons.
import { noteRedirectStart } from '../../session/remember-method.ts';
import type { Effect } from '../../flows/ports.ts';

export const startOAuth: Effect<'START_OAUTH'> = async (
  { provider },
  _state,
  { court, config, bootstrap, navigate },
) => {
  const data = await bootstrap();
  let codeChallenge: string | undefined;
  if (data.pkceRequiredForOauth) {
    codeChallenge = (await court.pkce.create('oauth')).code_challenge;
  } else {
    court.pkce.delete('oauth');
  }
  const url = court.client.oauth.startUrl({
    provider: provider.type,
    cnameDomain: data.cnameDomain,
    codeChallenge,
    customScopes: provider.custom_scopes.length > 0 ? provider.custom_scopes : undefined,
    providerParams: Object.keys(provider.provider_params).length > 0 ? provider.provider_params : undefined,
    loginRedirectUrl: config.oauthOptions?.loginRedirectURL,
    signupRedirectUrl: config.oauthOptions?.signupRedirectURL,
  });
  noteRedirectStart(court.client.publicToken, `oauth-${provider.type}`);
  navigate(url);
  return { type: 'OAUTH_STARTED', provider, pkce: codeChallenge !== undefined, cnameDomain: data.cnameDomain };
};
