// axe-core finds no accessibility violation on any screen the widget can show, in Shadow DOM and
// in light DOM. The screens are reached the way a visitor reaches them, against the local provider.
import { expect } from 'chai';
import axe from 'axe-core';
import { sendKeys } from '@web/test-runner-commands';
import '../../element/index.ts';
import {
  courtLogin,
  findButton,
  serverCommand,
  touchPainted,
  waitFor,
  waitForButton,
  widgetRoot,
} from './support/embed.ts';

const ALL_PRODUCTS = {
  products: ['oauth', 'crypto', 'otp', 'emailMagicLinks', 'passwords', 'passkeys'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'microsoft' }] },
  otpOptions: { methods: ['sms', 'whatsapp'] },
};
const EMAIL_OTP = {
  products: ['oauth', 'otp'],
  oauthOptions: { providers: [{ type: 'google' }] },
  otpOptions: { methods: ['email'] },
};
const MAGIC_LINKS = { products: ['emailMagicLinks'] };
const LOGO = `${location.origin}/tests/browser/support/logo.svg`;

type Element = HTMLElement;

interface Screen {
  name: string;
  config: Record<string, unknown> | string;
  /** From the first screen to the one under test; resolves once it is shown. */
  reach(element: Element, providerUrl: string): Promise<void>;
}

function text(element: Element, wanted: string): Promise<unknown> {
  return waitFor(() => widgetRoot(element).textContent?.includes(wanted), `"${wanted}" on screen`);
}

async function type(input: HTMLElement, value: string): Promise<void> {
  input.focus();
  await sendKeys({ type: value });
}

function field(element: Element, selector: string): Promise<HTMLInputElement> {
  return waitFor(() => widgetRoot(element).querySelector<HTMLInputElement>(selector), selector);
}

let emailCount = 0;
const newEmail = () => `axe-${Date.now().toString(36)}-${(emailCount += 1)}@example.com`;

async function latestCode(providerUrl: string, to: string): Promise<string> {
  return waitFor(async () => {
    const answer = (await (await fetch(`${providerUrl}/_dev/messages?to=${encodeURIComponent(to)}`)).json()) as {
      messages: Array<{ code?: string }>;
    };
    return answer.messages[0]?.code;
  }, `a passcode for ${to}`);
}

async function submitEmail(element: Element, email: string): Promise<void> {
  await type(await field(element, 'input[type="email"]'), email);
  (await waitForButton(element, 'Continue with email')).click();
}

/** Widget nodes in the shadow root and in the light DOM (password forms live there in both modes). */
function anywhere<T extends HTMLElement = HTMLElement>(element: Element, selector: string): T[] {
  return [...(element.shadowRoot?.querySelectorAll<T>(selector) ?? []), ...element.querySelectorAll<T>(selector)];
}

function anyText(element: Element, wanted: string): Promise<unknown> {
  return waitFor(
    () => `${element.shadowRoot?.textContent ?? ''} ${element.textContent ?? ''}`.includes(wanted),
    `"${wanted}" on screen`,
  );
}

async function passwordStep(element: Element, email: string): Promise<HTMLInputElement> {
  await type(
    await waitFor(() => anywhere<HTMLInputElement>(element, 'input[autocomplete="username"]')[0], 'the email field'),
    email,
  );
  await sendKeys({ press: 'Enter' });
  return waitFor(() => anywhere<HTMLInputElement>(element, 'input[type="password"]')[0], 'the password field');
}

function PASSWORD_SCREENS(): Screen[] {
  const PASSWORDS = { products: ['passwords'] };
  return [
    {
      name: 'password create, weak password with meter and breach text',
      config: PASSWORDS,
      reach: async (element) => {
        await type(await passwordStep(element, newEmail()), 'password');
        await anyText(element, 'This password may have been used on a different site');
        await waitFor(() => anywhere(element, '[role="meter"]')[0], 'the meter');
      },
    },
    {
      name: 'password log in, wrong password',
      config: PASSWORDS,
      reach: async (element) => {
        await type(await passwordStep(element, 'rally@court-login.local'), 'wrong-password');
        await sendKeys({ press: 'Enter' });
        await waitFor(() => anywhere(element, 'input[aria-invalid="true"]')[0], 'the field error');
      },
    },
    {
      name: 'password confirmation',
      config: PASSWORDS,
      reach: async (element) => {
        await type(await passwordStep(element, 'rally@court-login.local'), 'clay-court-rally-2026');
        await sendKeys({ press: 'Enter' });
        await anyText(element, 'You are now logged in.');
      },
    },
    {
      name: 'password forgot',
      config: PASSWORDS,
      reach: async (element) => {
        await passwordStep(element, 'rally@court-login.local');
        (
          await waitFor(
            () =>
              anywhere<HTMLButtonElement>(element, 'button').find(
                (button) => button.textContent === 'Forgot password?',
              ),
            'Forgot password?',
          )
        ).click();
        await anyText(element, "we'll send you a link to reset your password");
      },
    },
    {
      name: 'password forgot, email sent',
      config: PASSWORDS,
      reach: async (element) => {
        await passwordStep(element, 'rally@court-login.local');
        (
          await waitFor(
            () =>
              anywhere<HTMLButtonElement>(element, 'button').find(
                (button) => button.textContent === 'Forgot password?',
              ),
            'Forgot password?',
          )
        ).click();
        (
          await waitFor(
            () =>
              anywhere<HTMLButtonElement>(element, 'button').find((button) => button.textContent === 'Send reset link'),
            'Send reset link',
          )
        ).click();
        await anyText(element, 'Check your email for help signing in');
      },
    },
    {
      name: 'password reset form',
      config: PASSWORDS,
      reach: async (element) => {
        element.setAttribute('password-reset-token', 'some-token');
        element.setAttribute('mode', 'reset-password');
        await type(
          await waitFor(() => anywhere<HTMLInputElement>(element, 'input[type="password"]')[0], 'the password field'),
          'password',
        );
        await waitFor(() => anywhere(element, '[role="meter"]')[0], 'the meter');
      },
    },
    {
      name: 'password reset, logging in with a login-type link',
      config: PASSWORDS,
      reach: async (element, providerUrl) => {
        // A held answer keeps the screen up while axe looks at it (released after the test).
        await fetch(`${providerUrl}/_dev/faults`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ path: '/sdk/v1/magic_links/authenticate', hold: true }),
        });
        const before = location.href;
        history.replaceState(null, '', `${location.pathname}?token=some-link-token&stytch_token_type=login`);
        element.setAttribute('mode', 'reset-password');
        await anyText(element, 'Please wait while we sign you in.');
        history.replaceState(null, '', before);
      },
    },
    {
      name: 'password reset, missing token',
      config: PASSWORDS,
      reach: async (element) => {
        element.setAttribute('mode', 'reset-password');
        await anyText(element, 'The link has no password reset token.');
      },
    },
  ];
}

const SCREENS: Screen[] = [
  {
    // Until the visitor's first touch the painted screen is the one on view (element/first-touch.ts).
    name: 'painted first screen, untouched: Google, passcodes and magic links',
    config: {
      products: ['oauth', 'otp', 'emailMagicLinks'],
      oauthOptions: { providers: [{ type: 'google' }] },
      otpOptions: { methods: ['sms', 'whatsapp'] },
    },
    reach: async (element) => {
      await waitFor(() => widgetRoot(element).querySelector('[data-court-painted] form'), 'the painted forms');
    },
  },
  {
    name: 'main screen, Google only',
    config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } },
    reach: (element) => waitForButton(element, 'Continue with Google').then(() => undefined),
  },
  {
    name: 'main screen, logo and no header',
    config: {
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'google' }] },
      theme: { logo: { logoImageUrl: LOGO }, hideHeaderText: true },
    },
    reach: async (element) => {
      await waitForButton(element, 'Continue with Google');
      await waitFor(() => widgetRoot(element).querySelector('img'), 'the logo');
    },
  },
  {
    name: 'main screen, every product (phone tab)',
    config: ALL_PRODUCTS,
    reach: async (element) => {
      await waitForButton(element, 'Continue with text message');
      await waitFor(() => {
        touchPainted(element);
        return widgetRoot(element).querySelectorAll('select option').length > 1;
      }, 'the country list');
    },
  },
  {
    name: 'main screen, every product (email tab)',
    config: ALL_PRODUCTS,
    reach: async (element) => {
      const tab = await waitFor(
        () =>
          [...widgetRoot(element).querySelectorAll<HTMLElement>('[role="tab"]')].find(
            (node) => node.textContent === 'Email',
          ),
        'the Email tab',
      );
      tab.click();
      // The password method's form is in the light DOM, projected into the shadow root.
      await waitFor(
        () => anywhere(element, 'button').find((button) => button.textContent === 'Continue with email'),
        'Continue with email',
      );
    },
  },
  {
    name: 'main screen, passkey button and wallet set-up link',
    config: { products: ['oauth', 'passkeys', 'crypto'], oauthOptions: { providers: [{ type: 'google' }] } },
    reach: async (element) => {
      // No passkey button where the browser has no WebAuthn (WebKitGTK).
      if ('PublicKeyCredential' in window) await waitForButton(element, 'Login with a Passkey');
      await text(element, 'Set up a new crypto wallet');
    },
  },
  {
    name: 'main screen, invalid email',
    config: EMAIL_OTP,
    reach: async (element) => {
      await submitEmail(element, 'not-an-email');
      const input = await field(element, 'input[type="email"]');
      await waitFor(() => input.getAttribute('aria-invalid') === 'true', 'the field error');
    },
  },
  {
    name: 'passcode entry',
    config: EMAIL_OTP,
    reach: async (element) => {
      await submitEmail(element, newEmail());
      await text(element, 'Enter passcode');
    },
  },
  {
    name: 'passcode entry, wrong code',
    config: EMAIL_OTP,
    reach: async (element, providerUrl) => {
      const email = newEmail();
      await submitEmail(element, email);
      await text(element, 'Enter passcode');
      const code = await latestCode(providerUrl, email);
      const wrong = code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
      await type(await field(element, 'input[aria-label="Digit 1 of 6"]'), wrong);
      await text(element, 'Invalid passcode, please try again.');
    },
  },
  {
    name: 'passcode verified',
    config: EMAIL_OTP,
    reach: async (element, providerUrl) => {
      const email = newEmail();
      await submitEmail(element, email);
      await text(element, 'Enter passcode');
      await type(await field(element, 'input[aria-label="Digit 1 of 6"]'), await latestCode(providerUrl, email));
      await text(element, 'Your passcode has been successfully verified.');
    },
  },
  {
    name: 'passcode entry by text message',
    config: { products: ['otp'], otpOptions: { methods: ['sms'] } },
    reach: async (element) => {
      await waitFor(() => {
        touchPainted(element);
        return widgetRoot(element).querySelectorAll('select option').length > 1;
      }, 'the country list');
      await type(await field(element, 'input[type="tel"]'), `201555${String(1000 + emailCount++).slice(-4)}`);
      (await waitForButton(element, 'Continue with text message')).click();
      await text(element, 'Enter passcode');
    },
  },
  {
    name: 'email confirmation',
    config: MAGIC_LINKS,
    reach: async (element) => {
      await submitEmail(element, newEmail());
      await text(element, 'Check your email');
    },
  },
  {
    name: 'email confirmation with a toast',
    config: MAGIC_LINKS,
    reach: async (element) => {
      await submitEmail(element, newEmail());
      await text(element, 'Check your email');
      (await waitForButton(element, 'Resend email')).click();
      await text(element, 'Email resent');
      // axe measures the toast's contrast once it has faded in (WebKit checks sooner than Chromium).
      await Promise.all((element.shadowRoot ?? document).getAnimations().map((animation) => animation.finished));
    },
  },
  ...PASSWORD_SCREENS(),
  {
    name: 'configuration errors',
    config: { products: ['oauth', 'nonsense'], oauthOptions: { providers: [{ type: 'myspace' }] } },
    reach: (element) => text(element, 'The sign-in widget is not configured correctly:').then(() => undefined),
  },
  {
    name: 'configuration error, unreadable JSON',
    config: '{"products": [',
    reach: (element) => text(element, 'not configured correctly').then(() => undefined),
  },
];

/** Rules that judge the whole host page (landmarks, its h1), not a widget placed on it. */
const PAGE_RULES = {
  region: { enabled: false },
  'landmark-one-main': { enabled: false },
  'page-has-heading-one': { enabled: false },
};

async function violations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { rules: PAGE_RULES, resultTypes: ['violations'] });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );
}

describe('accessibility of every screen (axe-core)', () => {
  let providerUrl: string;

  before(async () => {
    providerUrl = await serverCommand<string>('provider-url');
  });
  afterEach(async () => {
    document.querySelectorAll('court-login').forEach((element) => element.remove());
    // Clearing the faults lets any held request go.
    await fetch(`${providerUrl}/_dev/faults`, { method: 'DELETE' });
  });

  for (const enableShadowDOM of [true, false]) {
    for (const screen of SCREENS) {
      it(`${screen.name} (${enableShadowDOM ? 'shadow' : 'light'} DOM)`, async () => {
        const config = typeof screen.config === 'string' ? screen.config : { ...screen.config, enableShadowDOM };
        const element = courtLogin({ providerUrl, config: {} });
        element.setAttribute('config', typeof config === 'string' ? config : JSON.stringify(config));
        document.body.append(element);
        await screen.reach(element, providerUrl);
        if (!screen.name.startsWith('configuration')) expect(element.shadowRoot === null).to.equal(!enableShadowDOM);
        expect(await violations(element)).to.deep.equal([]);
      });
    }
  }

  it('also checks what it is given: a button without a name is reported', async () => {
    const element = courtLogin({
      providerUrl,
      config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } },
    });
    document.body.append(element);
    const button = await waitForButton(element, 'Continue with Google');
    button.textContent = '';
    expect((await violations(element)).some((line) => line.startsWith('button-name'))).to.equal(true);
    expect(findButton(element, 'Continue with Google') === undefined, 'no "Continue with Google" button').to.equal(
      true,
    );
  });
});
