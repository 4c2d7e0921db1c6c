// OAuth: a button per provider that leaves for the provider's start URL (provider-api §4.1, §13).
import type { ProductFlow } from '../ports.ts';
import { startRequest } from '../state.ts';

export const oauthFlow: ProductFlow = {
  reduce(state, event) {
    switch (event.type) {
      case 'START_OAUTH':
        if (state.pending) return state;
        return startRequest(state, event.type);
      case 'OAUTH_STARTED':
        return { ...state, pending: null };
      default:
        return undefined;
    }
  },
  effects: {
    async START_OAUTH({ provider }, _state, { court, config, bootstrap, navigate }) {
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
      navigate(url);
      return { type: 'OAUTH_STARTED', provider, pkce: codeChallenge !== undefined, cnameDomain: data.cnameDomain };
    },
  },
};
