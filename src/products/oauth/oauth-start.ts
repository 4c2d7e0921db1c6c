// OAuth's start: leave for the provider's start URL (docs/provider-api.md#oauth-start, #pkce). In
// court-login.js: React's flow runs it with the page's Court (the effect below), and a press on a
// painted provider button runs it before the Court has come (painted-start.ts).
import type { OAuthProviderConfig, WidgetConfig } from '../../config/types.ts';
import type { Outcome } from '../../flows/events.ts';
import type { Effect } from '../../flows/ports.ts';
import type { OAuthStartParams } from '../../provider/types.ts';
import { noteRedirectStart } from '../../session/remember-method.ts';
import type { Court } from '../../session/types.ts';
import type { BootstrapData } from '../../types/index.ts';

export type OAuthStarted = Extract<Outcome, { type: 'OAUTH_STARTED' }>;

/** What a start needs: less than a Court, so that the painted buttons start without one. */
export interface StartPorts {
  config: WidgetConfig;
  publicToken: string;
  /** The settings an action goes by (`Court['bootstrap']['forAction']`). */
  settings(): Promise<Pick<BootstrapData, 'pkceRequiredForOauth' | 'cnameDomain'>>;
  pkce: Pick<Court['pkce'], 'create' | 'delete'>;
  startUrl(params: OAuthStartParams): string;
  navigate(url: string): void;
}

export const startOAuth: Effect<'START_OAUTH'> = ({ provider }, _state, { court, config, bootstrap, navigate }) =>
  startProvider(provider, {
    config,
    publicToken: court.client.publicToken,
    settings: bootstrap,
    pkce: court.pkce,
    startUrl: court.client.oauth.startUrl,
    navigate,
  });

/** Leaves for `provider`'s start URL, with a new PKCE pair when the project requires one. */
export async function startProvider(provider: OAuthProviderConfig, ports: StartPorts): Promise<OAuthStarted> {
  const { config, pkce } = ports;
  const data = await ports.settings();
  let codeChallenge: string | undefined;
  if (data.pkceRequiredForOauth) {
    codeChallenge = (await pkce.create('oauth')).code_challenge;
  } else {
    pkce.delete('oauth');
  }
  const url = ports.startUrl({
    provider: provider.type,
    cnameDomain: data.cnameDomain,
    codeChallenge,
    customScopes: provider.custom_scopes.length > 0 ? provider.custom_scopes : undefined,
    providerParams: Object.keys(provider.provider_params).length > 0 ? provider.provider_params : undefined,
    loginRedirectUrl: config.oauthOptions?.loginRedirectURL,
    signupRedirectUrl: config.oauthOptions?.signupRedirectURL,
  });
  noteRedirectStart(ports.publicToken, `oauth-${provider.type}`);
  ports.navigate(url);
  return { type: 'OAUTH_STARTED', provider, pkce: codeChallenge !== undefined, cnameDomain: data.cnameDomain };
}
