// One Tap's error kinds of docs/specification.md#errors, each shown in red and sent as court-error, and a script that
// cannot load. Its own file (own page): One Tap start is cached per page, and a failed start is not.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import {
  byText,
  cleanup,
  interceptNavigations,
  mount,
  providerUrl,
  recordEvents,
  root,
  waitFor,
} from './support/element.ts';
import { addFault } from './support/provider.ts';
import { configureGoogleClient, DOM_MODES, oneTapConfig, removeChoosers, type DomMode } from './support/one-tap.ts';
import { itNavigating } from './support/engines.ts';

const navigations = interceptNavigations();
const ERROR_RED = 'rgb(139, 18, 20)';

const MEANINGS: Record<string, string> = {
  origin_not_allowed_for_client: "this page's origin is not allowed for the Google client",
  invalid_client: 'the Google client ID is not recognised',
  oauth_config_not_found: 'no Google client is configured for the project',
  no_login_redirect_urls_set: 'the project has no login redirect URL',
  no_signup_redirect_urls_set: 'the project has no signup redirect URL',
  default_provider_not_allowed: 'the default Google provider cannot be used with One Tap',
};

async function expectShown(dom: DomMode, kind: string, options: { outcome?: string } = {}) {
  const errors = recordEvents('court-error');
  const element = await mount({ config: await oneTapConfig(dom, { position: 'floating', ...options }) });
  const alert = await waitFor(() => root(element).querySelector<HTMLElement>('[role="alert"]'));
  expect(alert.textContent).to.contain(MEANINGS[kind]);
  expect(getComputedStyle(alert).color).to.equal(ERROR_RED);
  const error = await waitFor(() => errors.find((seen) => seen.detail.code === kind));
  expect(error.detail.message).to.equal(alert.textContent);
  cleanup();
}

describe('<court-login> Google One Tap errors', () => {
  after(() => executeServerCommand('provider-reset'));
  afterEach(() => {
    cleanup();
    removeChoosers();
  });

  // One Tap start fails: nothing is cached, each mount asks again. These come before any start succeeds.
  for (const dom of DOM_MODES) {
    describe(`${dom} DOM, One Tap start`, () => {
      it('oauth_config_not_found: the provider has no Google client (an empty client id)', async () => {
        await executeServerCommand('provider-groups', { one_tap: { google_client_id: '' } });
        await expectShown(dom, 'oauth_config_not_found');
      });

      it('no_login_redirect_urls_set and no_signup_redirect_urls_set', async () => {
        await configureGoogleClient();
        await executeServerCommand('provider-redirect-urls', { login: '' });
        await expectShown(dom, 'no_login_redirect_urls_set');
        await executeServerCommand('provider-redirect-urls', {
          login: 'http://localhost:5173/authenticate',
          signup: '',
        });
        await expectShown(dom, 'no_signup_redirect_urls_set');
        await executeServerCommand('provider-redirect-urls', { signup: 'http://localhost:5173/authenticate' });
      });

      it('default_provider_not_allowed from One Tap start', async () => {
        await addFault({
          path: '/v1/public/oauth/google/onetap/start',
          status: 400,
          error_type: 'default_provider_not_allowed',
        });
        await expectShown(dom, 'default_provider_not_allowed');
      });
    });
  }

  for (const dom of DOM_MODES) {
    describe(`${dom} DOM, Google's script`, () => {
      it("origin_not_allowed_for_client and invalid_client from Google's script", async () => {
        await configureGoogleClient();
        await expectShown(dom, 'origin_not_allowed_for_client', { outcome: 'error:origin_not_allowed_for_client' });
        await expectShown(dom, 'invalid_client', { outcome: 'error:invalid_client' });
      });

      it('a client id Google does not know is invalid_client', async () => {
        await configureGoogleClient();
        const config = await oneTapConfig(dom, { position: 'floating' });
        await configureGoogleClient('another-client.apps.googleusercontent.com');
        // The stand-in loaded now knows the other client id; the cached start still has the first.
        const errors = recordEvents('court-error');
        const element = await mount({ config });
        await waitFor(() => errors.find((seen) => seen.detail.code === 'invalid_client'));
        // The event may come before the screen shows it: wait for the alert itself.
        const alert = await waitFor(() => root(element).querySelector<HTMLElement>('[role="alert"]'));
        expect(alert.textContent).to.contain(MEANINGS.invalid_client);
        await configureGoogleClient();
      });

      itNavigating(
        'an id_token the provider refuses at submit is shown and sent; the page stays and the Google button works',
        async () => {
          await configureGoogleClient();
          const before = navigations.length;
          const errors = recordEvents('court-error');
          await addFault({ path: '/v1/oauth/callback/*', method: 'POST', status: 401, error_type: 'invalid_id_token' });
          const element = await mount({ config: await oneTapConfig(dom, { position: 'floating' }) });
          const prompt = await waitFor(() => document.querySelector<HTMLElement>('[data-gsi-stand-in]'));
          byText<HTMLButtonElement>(prompt, 'button', 'Continue as Ace Serverace@court-login.local')!.click();
          const error = await waitFor(() => errors.find((seen) => seen.detail.code === 'invalid_id_token'));
          const alert = await waitFor(() => root(element).querySelector<HTMLElement>('[role="alert"]'));
          expect(alert.textContent).to.equal(error.detail.message);
          expect(getComputedStyle(alert).color).to.equal(ERROR_RED);
          expect(navigations.length).to.equal(before);
          byText<HTMLButtonElement>(root(element), 'button', 'Continue with Google')!.click();
          expect(new URL(await waitFor(() => navigations[before])).pathname).to.equal('/v1/public/oauth/google/start');
        },
      );

      itNavigating(
        "an unreachable script gives 'One Tap could not load: {reason}' and the Google button still works",
        async () => {
          const before = navigations.length;
          const errors = recordEvents('court-error');
          const logged: unknown[] = [];
          const original = console.error;
          console.error = (...args: unknown[]) => logged.push(...args);
          try {
            const scriptUrl = `${await providerUrl()}/gsi/unreachable.js`;
            const element = await mount({ config: await oneTapConfig(dom, { position: 'embeddedOnly', scriptUrl }) });
            const error = await waitFor(() => errors.find((seen) => seen.detail.code === 'one_tap_load_failed'));
            expect(error.detail.message).to.equal(
              `One Tap could not load: the script ${scriptUrl} could not be loaded`,
            );
            expect(logged.some((item) => item instanceof Error && item.message === error.detail.message)).to.equal(
              true,
            );
            await waitFor(() => root(element).querySelector('.court-one-tap') === null);
            byText<HTMLButtonElement>(root(element), 'button', 'Continue with Google')!.click();
            expect(new URL(await waitFor(() => navigations[before])).pathname).to.equal(
              '/v1/public/oauth/google/start',
            );
          } finally {
            console.error = original;
          }
        },
      );

      for (const broken of ['initialize', 'prompt']) {
        it(`a script whose ${broken} throws gives 'One Tap could not load: {reason}' instead of a spinner that never ends`, async () => {
          const page = window as { google?: unknown };
          const standIn = page.google;
          const scriptUrl = `${location.origin}/tests/browser/support/gsi-throws.js?throw=${broken}&dom=${dom}`;
          const errors = recordEvents('court-error');
          try {
            const element = await mount({ config: await oneTapConfig(dom, { position: 'embeddedOnly', scriptUrl }) });
            const error = await waitFor(() => errors.find((seen) => seen.detail.code === 'one_tap_load_failed'));
            expect(error.detail.message).to.equal(`One Tap could not load: ${broken} is broken`);
            // The embedded container and its spinner go; the Google button stays.
            await waitFor(() => root(element).querySelector('.court-one-tap') === null);
            expect(
              byText(root(element), 'button', 'Continue with Google') !== undefined,
              'the "Continue with Google" button',
            ).to.equal(true);
          } finally {
            page.google = standIn;
          }
        });
      }
    });
  }
});
