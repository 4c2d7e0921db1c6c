// Its own file (own page): the project settings are cached per page.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { byText, cleanup, interceptNavigations, mount, root, waitFor } from './support/element.ts';
import { itNavigating } from './support/engines.ts';
import { challengeOfStoredVerifier } from './support/painted.ts';

describe('<court-login> OAuth start with PKCE required', () => {
  before(() => executeServerCommand('provider-bootstrap', { pkce_required_for_oauth: true }));
  after(async () => {
    cleanup();
    await executeServerCommand('provider-reset');
  });

  itNavigating(
    'sends a new code_challenge per start whose verifier is stored for the finish, plus scopes and params',
    async () => {
      const navigations = interceptNavigations();
      const element = await mount({
        config: {
          products: ['oauth'],
          oauthOptions: {
            providers: [
              { type: 'google', custom_scopes: ['openid', 'email'], provider_params: { prompt: 'select_account' } },
            ],
            loginRedirectURL: 'http://localhost:5173/authenticate',
            signupRedirectURL: 'http://localhost:5173/signup',
          },
        },
      });
      const button = byText<HTMLButtonElement>(root(element), 'button', 'Continue with Google')!;
      button.click();
      const first = new URL(await waitFor(() => navigations[0]));
      await waitFor(() => !button.disabled);
      button.click();
      const second = new URL(await waitFor(() => navigations[1]));

      expect(first.pathname).to.equal('/v1/public/oauth/google/start');
      expect(first.searchParams.get('custom_scopes')).to.equal('openid email');
      expect(first.searchParams.get('provider_prompt')).to.equal('select_account');
      expect(first.searchParams.get('signup_redirect_url')).to.equal('http://localhost:5173/signup');
      const challenge = second.searchParams.get('code_challenge');
      expect(first.searchParams.get('code_challenge')).to.be.a('string').and.not.equal(challenge);
      expect(await challengeOfStoredVerifier(second.href), "the second start's verifier is the one stored").to.equal(
        true,
      );
    },
  );
});
