// OAuth's effect: leave for the provider's start URL (docs/provider-api.md#oauth-start, #pkce). In a chunk
// requested after the first paint, with painted-start.ts, which runs it for a press on the painted buttons.
import type { OAuthProviderConfig } from '../../config/types.ts';
import type { Outcome } from '../../flows/events.ts';
import type { Effect, FlowPorts } from '../../flows/ports.ts';
import { noteRedirectStart } from '../../session/remember-method.ts';

export type OAuthStarted = Extract<Outcome, { type: 'OAUTH_STARTED' }>;

export const startOAuth: Effect<'START_OAUTH'> = ({ provider }, _state, ports) => startProvider(provider, ports);

/** Leaves for `provider`'s start URL, with a new PKCE pair when the project requires one. */
export async function startProvider(
  provider: OAuthProviderConfig,
  { court, config, bootstrap, navigate }: FlowPorts,
): Promise<OAuthStarted> {
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
}
