// Captcha mode (bootstrap captcha_settings): the widget loads the captcha script with the site key and
// sends a token for action LOGIN with each call that takes one; the local provider refuses calls
// without a valid one. Its own file (own page): the project settings are fetched once per page.
import { expect } from 'chai';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { byText, cleanup, mount, providerUrl, recordEvents, root, waitFor } from './support/element.ts';
import { latestMessage } from './support/inbox.ts';
import { DOM_MODES, requestsTo, type DomMode } from './support/one-tap.ts';

const SITE_KEY = 'site-key-court-login-local';
const ERROR_RED = 'rgb(139, 18, 20)';

let loads = 0;

/** Each test loads the stand-in from its own URL: the script that ran last sets window.grecaptcha. */
async function config(dom: DomMode, captcha: string) {
  const url = new URL(captcha);
  url.searchParams.set('load', String(++loads));
  captcha = url.toString();
  return {
    products: ['otp'],
    otpOptions: { methods: ['email'] },
    enableShadowDOM: dom === 'shadow',
    scriptUrls: { captcha },
  };
}

async function sendCode(element: HTMLElement, email: string) {
  const scope = root(element);
  const label = await waitFor(() => byText(scope, 'label', 'Email'));
  scope.querySelector<HTMLInputElement>(`#${CSS.escape(label.getAttribute('for')!)}`)!.focus();
  await sendKeys({ type: email });
  byText<HTMLButtonElement>(scope, 'button', 'Continue with email')!.click();
}

async function formError(element: HTMLElement): Promise<HTMLElement> {
  return waitFor(() =>
    [...root(element).querySelectorAll<HTMLElement>('[role="alert"]')].find((alert) => alert.textContent),
  );
}

describe('<court-login> with captcha enabled', () => {
  before(() => executeServerCommand('provider-bootstrap', { captcha_settings: { enabled: true, siteKey: SITE_KEY } }));
  after(() => executeServerCommand('provider-reset'));
  afterEach(cleanup);

  for (const dom of DOM_MODES) {
    describe(`${dom} DOM`, () => {
      it('a passcode sign-in sends tokens the provider accepts (code sent, code accepted)', async () => {
        const base = `${await providerUrl()}/recaptcha/enterprise.js`;
        const events = recordEvents('court-success');
        const email = `captcha-${dom}@court-login.local`;
        const element = await mount({ config: await config(dom, base) });
        await sendCode(element, email);
        await waitFor(() => byText(root(element), 'h2', 'Enter passcode'));
        const script = document.querySelector<HTMLScriptElement>(`script[src^="${base}"]`)!;
        expect(new URL(script.src).searchParams.get('render')).to.equal(SITE_KEY);
        const { code } = await latestMessage(email);
        root(element).querySelector<HTMLInputElement>('input[part~="otp-digit"]')!.focus();
        await sendKeys({ type: code! });
        await waitFor(() => byText(root(element), 'h2', 'Success'));
        expect((await waitFor(() => events[0])).detail.method).to.equal('otp');
      });

      it('a password log-in sends tokens with the user search and the password check', async () => {
        const events = recordEvents('court-success');
        const base = `${await providerUrl()}/recaptcha/enterprise.js`;
        const url = new URL(base);
        url.searchParams.set('load', String(++loads));
        const element = await mount({
          config: {
            products: ['passwords'],
            enableShadowDOM: dom === 'shadow',
            scriptUrls: { captcha: url.toString() },
          },
        });
        const scope = root(element);
        const username = await waitFor(
          () =>
            element.querySelector<HTMLInputElement>('input[autocomplete~="username"]') ??
            scope.querySelector<HTMLInputElement>('input[autocomplete~="username"]'),
        );
        username.focus();
        await sendKeys({ type: 'rally@court-login.local' });
        await sendKeys({ press: 'Enter' });
        const password = await waitFor(() =>
          document.querySelector<HTMLInputElement>('input[autocomplete~="current-password"]'),
        );
        password.focus();
        await sendKeys({ type: 'clay-court-rally-2026' });
        await sendKeys({ press: 'Enter' });
        expect((await waitFor(() => events[0])).detail.method).to.equal('password');
      });

      it('a token the provider refuses shows its error, sent as court-error', async () => {
        const errors = recordEvents('court-error');
        const element = await mount({
          config: await config(dom, `${await providerUrl()}/recaptcha/enterprise.js?captcha=invalid`),
        });
        await sendCode(element, `refused-${dom}@court-login.local`);
        const alert = await formError(element);
        expect(alert.textContent).to.equal('The security check (captcha) failed. Please try again.');
        expect(getComputedStyle(alert).color).to.equal(ERROR_RED);
        expect((await waitFor(() => errors[0])).detail.code).to.equal('captcha_failed');
        expect(byText(root(element), 'h2', 'Enter passcode') === undefined, 'no passcode screen').to.equal(true);
      });

      it('without the captcha script, a clear message and no sign-in attempt', async () => {
        const errors = recordEvents('court-error');
        const missing = `${await providerUrl()}/recaptcha/missing-${dom}.js`;
        const before = requestsTo('/otps/email/login_or_create').length;
        const element = await mount({ config: await config(dom, missing) });
        await sendCode(element, `no-script-${dom}@court-login.local`);
        const alert = await formError(element);
        expect(alert.textContent).to.match(
          /^The security check \(captcha\) could not load: the script \S*missing-\S* could not be loaded\. Sign-in was not attempted; reload the page to try again\.$/,
        );
        expect((await waitFor(() => errors[0])).detail.code).to.equal('captcha_unavailable');
        expect(requestsTo('/otps/email/login_or_create').length).to.equal(before);
      });
    });
  }
});
