// Device fingerprinting (bootstrap dfp_protected_auth_enabled / _mode) against the local provider:
// protected calls carry a telemetry id from the fingerprint script's stand-in, and a "Captcha
// required" answer runs the captcha and sends the call once more. The provider refuses a protected
// call without a valid id, so a sign-in that goes through proves the id was sent. Its own file (own
// page): the project settings are fetched once per page.
import { expect } from 'chai';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { byText, cleanup, mount, providerUrl, recordEvents, root, waitFor } from './support/element.ts';
import { latestMessage } from './support/inbox.ts';
import { DOM_MODES, requestsTo, type DomMode } from './support/one-tap.ts';

const SITE_KEY = 'site-key-court-login-local';

async function config(dom: DomMode) {
  const provider = await providerUrl();
  return {
    products: ['otp'],
    otpOptions: { methods: ['email'] },
    enableShadowDOM: dom === 'shadow',
    scriptUrls: {
      captcha: `${provider}/recaptcha/enterprise.js`,
      fingerprint: `${provider}/dfp/telemetry.js`,
      fingerprintSubmit: `${provider}/dfp/submit`,
    },
  };
}

async function sendCode(element: HTMLElement, email: string) {
  const scope = root(element);
  const label = await waitFor(() => byText(scope, 'label', 'Email'));
  scope.querySelector<HTMLInputElement>(`#${CSS.escape(label.getAttribute('for')!)}`)!.focus();
  await sendKeys({ type: email });
  byText<HTMLButtonElement>(scope, 'button', 'Continue with email')!.click();
}

async function enterCode(element: HTMLElement, email: string) {
  const { code } = await latestMessage(email);
  root(element).querySelector<HTMLInputElement>('input[part~="otp-digit"]')!.focus();
  await sendKeys({ type: code! });
}

describe('<court-login> with device fingerprinting', () => {
  before(() =>
    executeServerCommand('provider-bootstrap', {
      dfp_protected_auth_enabled: true,
      dfp_protected_auth_mode: 'DECISIONING',
      captcha_settings: { enabled: true, siteKey: SITE_KEY },
    }),
  );
  after(() => executeServerCommand('provider-reset'));
  afterEach(async () => {
    cleanup();
    await executeServerCommand('provider-groups', { dfp: { require_captcha: false } });
  });

  for (const dom of DOM_MODES) {
    describe(`${dom} DOM`, () => {
      it('DECISIONING: the passcode send and check carry a fresh telemetry id each, and no captcha runs', async () => {
        const events = recordEvents('court-success');
        const email = `dfp-${dom}@court-login.local`;
        const submits = requestsTo('/dfp/submit').length;
        const captchaTokens = requestsTo('/recaptcha/token').length;
        const element = await mount({ config: await config(dom) });
        await sendCode(element, email);
        await waitFor(() => byText(root(element), 'h2', 'Enter passcode'));
        expect(document.querySelectorAll(`script[src="${await providerUrl()}/dfp/telemetry.js"]`).length).to.equal(1);
        await enterCode(element, email);
        await waitFor(() => byText(root(element), 'h2', 'Success'));
        expect((await waitFor(() => events[0])).detail.method).to.equal('otp');
        expect(requestsTo('/dfp/submit').length - submits).to.equal(2);
        expect(requestsTo('/recaptcha/token').length - captchaTokens).to.equal(0);
      });

      it('"Captcha required": the captcha runs and the send is retried once, reaching the passcode screen', async () => {
        await executeServerCommand('provider-groups', { dfp: { require_captcha: true } });
        const errors = recordEvents('court-error');
        const email = `dfp-captcha-${dom}@court-login.local`;
        const sends = requestsTo('/otps/email/login_or_create').length;
        const captchaTokens = requestsTo('/recaptcha/token').length;
        const element = await mount({ config: await config(dom) });
        await sendCode(element, email);
        await waitFor(() => byText(root(element), 'h2', 'Enter passcode'));
        expect(requestsTo('/otps/email/login_or_create').length - sends).to.equal(2);
        expect(requestsTo('/recaptcha/token').length - captchaTokens).to.equal(1);
        expect(errors.length).to.equal(0);
        await enterCode(element, email);
        await waitFor(() => byText(root(element), 'h2', 'Success'));
      });
    });
  }
});
