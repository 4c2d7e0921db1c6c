// axe-core finds nothing on the One Tap and captcha states of the widget, in Shadow and light DOM:
// the embedded container while it loads, with Google's (stand-in) chooser in it, a One Tap error,
// and the captcha error. Its own file (own page): One Tap start and the project settings are cached per page.
import { expect } from 'chai';
import axe from 'axe-core';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { byText, cleanup, mount, providerUrl, root, waitFor } from './support/element.ts';
import { addFault, holdRequests } from './support/provider.ts';
import { chooser, configureGoogleClient, DOM_MODES, oneTapConfig, removeChoosers } from './support/one-tap.ts';

// Page-level rules do not apply to a widget inside a test page.
const PAGE_RULES = {
  region: { enabled: false },
  'landmark-one-main': { enabled: false },
  'page-has-heading-one': { enabled: false },
};

async function violations(element: HTMLElement): Promise<string[]> {
  const results = await axe.run(element, { rules: PAGE_RULES, resultTypes: ['violations'] });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );
}

describe('accessibility of One Tap and captcha (axe-core)', () => {
  after(() => executeServerCommand('provider-reset'));
  afterEach(() => {
    cleanup();
    removeChoosers();
  });

  for (const dom of DOM_MODES) {
    it(`${dom} DOM: a One Tap error`, async () => {
      await addFault({
        path: '/v1/public/oauth/google/onetap/start',
        status: 400,
        error_type: 'no_login_redirect_urls_set',
      });
      const element = await mount({ config: await oneTapConfig(dom, { position: 'embeddedOnly' }) });
      await waitFor(() => root(element).querySelector('[role="alert"]')?.textContent);
      expect(await violations(element)).to.deep.equal([]);
    });
  }

  for (const dom of DOM_MODES) {
    it(`${dom} DOM: the embedded container loading, then holding the chooser`, async () => {
      await configureGoogleClient();
      const script = await holdRequests('/gsi/client');
      const element = await mount({ config: await oneTapConfig(dom, { position: 'embeddedOnly' }) });
      await script.arrived();
      await waitFor(() => root(element).querySelector('.court-one-tap .court-spinner'));
      expect(await violations(element)).to.deep.equal([]);
      await script.release();
      await waitFor(chooser);
      expect(await violations(element)).to.deep.equal([]);
    });
  }

  for (const dom of DOM_MODES) {
    it(`${dom} DOM: the captcha error`, async () => {
      await executeServerCommand('provider-bootstrap', {
        captcha_settings: { enabled: true, siteKey: 'site-key-axe' },
      });
      const element = await mount({
        config: {
          products: ['otp'],
          otpOptions: { methods: ['email'] },
          enableShadowDOM: dom === 'shadow',
          scriptUrls: { captcha: `${await providerUrl()}/recaptcha/missing.js` },
        },
      });
      const scope = root(element);
      const label = await waitFor(() => byText(scope, 'label', 'Email'));
      scope.querySelector<HTMLInputElement>(`#${CSS.escape(label.getAttribute('for')!)}`)!.focus();
      await sendKeys({ type: `axe-${dom}@court-login.local` });
      byText<HTMLButtonElement>(scope, 'button', 'Continue with email')!.click();
      await waitFor(() =>
        [...scope.querySelectorAll('[role="alert"]')].find((alert) => alert.textContent?.includes('captcha')),
      );
      expect(await violations(element)).to.deep.equal([]);
    });
  }
});
