// Email and password against the local provider, in Shadow DOM and light DOM: sign up, log in,
// strength feedback, reset emails, the reset-password mode, and what password managers see.
import { expect } from 'chai';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { cleanup, mount, providerUrl, recordEvents, resetProvider, waitFor } from './support/element.ts';
import { latestMessage } from './support/inbox.ts';
import { holdRequests } from './support/provider.ts';
import { all, find, heading, shown, typeInto } from './support/widget-nodes.ts';

const STRONG = 'topspin-volley-baseline-42';
const RALLY = 'rally@court-login.local';
const RALLY_PASSWORD = 'clay-court-rally-2026';

performance.setResourceTimingBufferSize(100_000);
let count = 0;
const newEmail = () => `pw-${Date.now().toString(36)}-${(count += 1)}@court-login.local`;

function config(shadow: boolean, extra: object = {}) {
  return { products: ['passwords'], enableShadowDOM: shadow, ...extra };
}

async function clear(input: HTMLInputElement) {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
}

async function submitEmail(element: HTMLElement, email: string) {
  const input = await waitFor(() => find<HTMLInputElement>(element, 'input[autocomplete="username"]'));
  await typeInto(input, email);
  await sendKeys({ press: 'Enter' });
}

/** Rally's Forgot password? screen, reached from the log-in screen. */
async function forgotPassword(shadow: boolean): Promise<HTMLElement> {
  const element = await mount({ config: config(shadow) });
  await submitEmail(element, RALLY);
  await heading(element, 'Log in');
  find<HTMLButtonElement>(element, 'button', 'Forgot password?')!.click();
  await heading(element, 'Forgot password?');
  return element;
}

const passwordInput = (element: HTMLElement) =>
  waitFor(() => find<HTMLInputElement>(element, 'input[type="password"]'));
const continueButton = (element: HTMLElement, label = 'Continue') =>
  waitFor(() => find<HTMLButtonElement>(element, 'button', label));

/** Completed requests of the page to a provider path. */
function requests(path: string): number {
  return performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith(path)).length;
}

function linkToken(link: string): { token: string; type: string } {
  const url = new URL(link);
  return { token: url.searchParams.get('token')!, type: url.searchParams.get('stytch_token_type')! };
}

for (const shadow of [true, false]) {
  describe(`<court-login> passwords (${shadow ? 'Shadow DOM' : 'light DOM'})`, () => {
    beforeEach(resetProvider);
    afterEach(() => {
      cleanup();
      document.cookie = 'stytch_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
      document.cookie = 'stytch_session_jwt=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    });

    it('signs up a new address: weak password keeps Continue disabled under the meter, a strong one creates the account', async () => {
      const events = recordEvents('court-success');
      const element = await mount({ config: config(shadow) });
      const email = newEmail();
      await submitEmail(element, email);
      await heading(element, 'Create your account');
      const input = await passwordInput(element);
      expect(input.autocomplete).to.equal('new-password');
      await waitFor(() => document.activeElement === input || element.shadowRoot?.activeElement === input);

      await typeInto(input, 'password');
      const meter = await waitFor(() => find(element, '[role="meter"]'));
      await shown(
        element,
        'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      );
      expect(meter.getAttribute('data-bars')).to.equal('1');
      expect(meter.querySelectorAll('[data-lit="true"]').length).to.equal(1);
      const button = await continueButton(element);
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      button.click();
      await sendKeys({ press: 'Enter' });
      expect(find(element, 'h2', 'Create your account') !== undefined, 'the "Create your account" screen').to.equal(
        true,
      );

      await clear(input);
      await typeInto(input, STRONG);
      await waitFor(() => find(element, '[role="meter"]')?.getAttribute('data-bars') === '4');
      await waitFor(() => button.getAttribute('aria-disabled') === null);
      button.click();
      await heading(element, 'Success');
      const success = await waitFor(() => events[0]);
      expect(success.detail.method).to.equal('password');
      expect(success.detail.user.emails[0].email).to.equal(email);
      expect(JSON.stringify(success.detail)).to.not.contain('session_token');
      expect(document.cookie).to.contain('stytch_session=');
    });

    it('logs in rally with Enter, once, and password managers find the fields in the document', async () => {
      const events = recordEvents('court-success');
      const element = await mount({ config: config(shadow) });
      await submitEmail(element, RALLY);
      await heading(element, 'Log in');
      const managed = document.querySelectorAll<HTMLInputElement>('input[autocomplete~="current-password"]');
      expect(managed.length).to.equal(1);
      const username = document.querySelector<HTMLInputElement>('input[autocomplete~="username"]')!;
      expect(username.value).to.equal(RALLY);
      expect(managed[0]!.form === username.form, 'the password and the username in one form').to.equal(true);
      expect(managed[0]!.form instanceof HTMLFormElement, 'in a form').to.equal(true);
      if (shadow)
        expect(
          (managed[0]!.assignedSlot ?? managed[0]!.closest('[slot]')) !== null,
          'projected through a slot',
        ).to.equal(true);
      // The address stays whole in its sentence (never split at its hyphen); the username field is hidden, not clipped.
      const address = find(element, 'p .court-nowrap')!;
      expect(address.textContent).to.equal(`${RALLY}.`);
      expect(address.getClientRects()).to.have.length(1);
      expect(address.getBoundingClientRect().height).to.be.below(30);
      expect(username.hidden).to.equal(true);

      // Show password: a toggle that shows the typed password as text and hides it again.
      const toggle = find<HTMLButtonElement>(element, 'button', 'Show password')!;
      expect(toggle.getAttribute('aria-pressed')).to.equal('false');
      expect(toggle.getAttribute('aria-controls')).to.equal(managed[0]!.id);
      await typeInto(managed[0]!, 'peek');
      toggle.click();
      await waitFor(() => managed[0]!.type === 'text' && toggle.getAttribute('aria-pressed') === 'true');
      expect(managed[0]!.value).to.equal('peek');
      toggle.click();
      await waitFor(() => managed[0]!.type === 'password');
      await clear(managed[0]!);

      const authenticationsBefore = requests('/passwords/authenticate');
      let submits = 0;
      managed[0]!.form!.addEventListener('submit', () => (submits += 1));
      await typeInto(managed[0]!, RALLY_PASSWORD);
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Enter' });
      await heading(element, 'Success');
      await waitFor(() => events.length > 0);
      // Two presses reach the form; the second, while the first runs, sends nothing.
      expect(submits).to.be.at.most(2);
      expect(requests('/passwords/authenticate')).to.equal(authenticationsBefore + 1);
      expect(events.filter((event) => event.detail.method === 'password')).to.have.length(1);
    });

    it('shows the provider message under the form for a wrong password', async () => {
      const errors = recordEvents('court-error');
      const element = await mount({ config: config(shadow) });
      await submitEmail(element, RALLY);
      await heading(element, 'Log in');
      await typeInto(await passwordInput(element), 'not-my-password');
      await sendKeys({ press: 'Enter' });
      const alert = await waitFor(() =>
        all(element, '[role="alert"]').find((node) => !node.hidden && node.textContent),
      );
      expect(alert.closest('form') !== null, 'the alert is in the form').to.equal(true);
      expect((await passwordInput(element)).getAttribute('aria-invalid')).to.equal('true');
      const error = await waitFor(() => errors[0]);
      expect(error.detail.code).to.equal('unauthorized_credentials');
      expect(alert.textContent).to.equal(error.detail.message);
    });

    it('says Invalid email address for a bad address', async () => {
      const element = await mount({ config: config(shadow) });
      await submitEmail(element, 'nope@x');
      await waitFor(() => find(element, '[role="alert"]', 'Invalid email address'));
    });

    it('shows the LUDS rules when the project uses them', async () => {
      await executeServerCommand('provider-passwords', { strength_policy: 'luds' });
      const element = await mount({ config: config(shadow) });
      await submitEmail(element, newEmail());
      await heading(element, 'Create your account');
      const input = await passwordInput(element);
      await typeInto(input, 'abc');
      await shown(element, 'Must be at least 8 characters long');
      await shown(element, 'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol');
      expect(find(element, '[role="meter"]') === undefined, 'no strength meter').to.equal(true);
      await typeInto(input, 'DEF-123-xyz');
      await waitFor(() => find(element, 'button', 'Continue')?.getAttribute('aria-disabled') === null);
    });

    it('forgot password: reset link from the inbox opens reset mode, the address is cleaned, the new password signs in', async () => {
      const element = await forgotPassword(shadow);
      const address = await waitFor(() => find<HTMLInputElement>(element, 'input[autocomplete="username"]'));
      expect(address.value).to.equal(RALLY);
      find<HTMLButtonElement>(element, 'button', 'Send reset link')!.click();
      await heading(element, 'Check your email for help signing in');
      await shown(element, `An email was sent to ${RALLY}`);
      const first = await latestMessage(RALLY);
      find<HTMLButtonElement>(element, 'button', 'Resend email')!.click();
      await waitFor(
        () =>
          document.body.textContent?.includes('Email resent') ||
          element.shadowRoot?.textContent?.includes('Email resent'),
      );
      const message = await latestMessage(RALLY, 1);
      expect(message.link).to.not.equal(first.link);
      cleanup();

      const { token, type } = linkToken(message.link!);
      expect(type).to.equal('reset_password');
      const before = location.href;
      history.replaceState(null, '', `${location.pathname}?keep=1&token=${token}&stytch_token_type=${type}`);
      const events = recordEvents('court-success');
      const reset = await mount({ config: config(shadow), attributes: { mode: 'reset-password' } });
      await heading(reset, 'Set a new password');
      expect(new URL(location.href).searchParams.get('token')).to.equal(null);
      expect(new URL(location.href).searchParams.get('stytch_token_type')).to.equal(null);
      expect(new URL(location.href).searchParams.get('keep')).to.equal('1');
      history.replaceState(null, '', before);
      const input = await passwordInput(reset);
      expect(input.autocomplete).to.equal('new-password');
      // This browser asked for the link: the form names the account and gives managers its username.
      await shown(reset, `Choose a new password for ${RALLY}.`);
      const resetUsername = input.form!.querySelector<HTMLInputElement>('input[autocomplete="username"]')!;
      expect(resetUsername.value).to.equal(RALLY);
      expect(find(reset, 'button', 'Show password') !== undefined, 'the "Show password" button').to.equal(true);
      await typeInto(input, STRONG);
      const button = await continueButton(reset, 'Reset password');
      await waitFor(() => button.getAttribute('aria-disabled') === null);
      await sendKeys({ press: 'Enter' });
      await heading(reset, 'Success');
      await shown(reset, 'Your password has been reset and you are now logged in.');
      expect((await waitFor(() => events[0])).detail.method).to.equal('password');
    });

    it('a reset link opened in another browser says so and sends a new one from there', async () => {
      const element = await forgotPassword(shadow);
      find<HTMLButtonElement>(element, 'button', 'Send reset link')!.click();
      await heading(element, 'Check your email for help signing in');
      const message = await latestMessage(RALLY);
      cleanup();
      // Another browser: none of this one's storage (the link's proof key, the account).
      localStorage.clear();
      const { token } = linkToken(message.link!);
      const errors = recordEvents('court-error');
      const reset = await mount({
        config: config(shadow),
        attributes: { mode: 'reset-password', 'password-reset-token': token },
      });
      await heading(reset, 'Set a new password');
      await shown(reset, 'Choose a new password for your account.');
      await typeInto(await passwordInput(reset), STRONG);
      const button = await continueButton(reset, 'Reset password');
      await waitFor(() => button.getAttribute('aria-disabled') === null);
      await sendKeys({ press: 'Enter' });
      await heading(reset, 'This link does not work');
      await shown(
        reset,
        'This link only works in the browser where the new password was asked for. Open it there, or send a new link from here.',
      );
      expect((reset.shadowRoot ?? reset).textContent).to.not.contain('code_verifier');
      await waitFor(() => errors[0]);
      find<HTMLButtonElement>(reset, 'button', 'Send a new link')!.click();
      await heading(reset, 'Forgot password?');
      const address = await waitFor(() => find<HTMLInputElement>(reset, 'input[autocomplete="username"]'));
      expect(address.value).to.equal('');
      await typeInto(address, RALLY);
      await sendKeys({ press: 'Enter' });
      await heading(reset, 'Check your email for help signing in');
      expect((await latestMessage(RALLY, 1)).link).to.not.equal(message.link);
    });

    it('dedupe: a password user who signed in by passcode gets the dedupe screen and an email', async () => {
      const otp = await mount({
        config: { products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: shadow },
      });
      const email = await waitFor(() => find<HTMLInputElement>(otp, 'input[type="email"]'));
      await typeInto(email, RALLY);
      await sendKeys({ press: 'Enter' });
      const digit = await waitFor(() => find<HTMLInputElement>(otp, 'input[part~="otp-digit"]'));
      await typeInto(digit, (await latestMessage(RALLY)).code!);
      await heading(otp, 'Success');
      cleanup();

      const element = await mount({ config: config(shadow) });
      await submitEmail(element, RALLY);
      await heading(element, 'Log in');
      await typeInto(await passwordInput(element), RALLY_PASSWORD);
      await sendKeys({ press: 'Enter' });
      await heading(element, 'Check your email to set a new password');
      await shown(element, `An email was sent to you at ${RALLY}`);
      const message = await latestMessage(RALLY, 1);
      expect(linkToken(message.link!).type).to.equal('reset_password');
    });

    it('a user without a password gets the set-password email', async () => {
      const element = await mount({ config: config(shadow) });
      await submitEmail(element, 'ace@court-login.local');
      await heading(element, 'Check your email to set a new password');
      await latestMessage('ace@court-login.local');
    });

    it('a login-type token signs in through the magic link and says Logging in', async () => {
      const links = await mount({ config: { products: ['emailMagicLinks'], enableShadowDOM: shadow } });
      await typeInto(
        await waitFor(() => find<HTMLInputElement>(links, 'input[type="email"]')),
        'ace@court-login.local',
      );
      await sendKeys({ press: 'Enter' });
      await heading(links, 'Check your email');
      const { token } = linkToken((await latestMessage('ace@court-login.local')).link!);
      cleanup();

      const events = recordEvents('court-success');
      const element = document.createElement('court-login');
      element.setAttribute('public-token', 'public-token-test-court-login-local');
      element.setAttribute('provider-url', await providerUrl());
      element.setAttribute('mode', 'reset-password');
      element.setAttribute('config', JSON.stringify(config(shadow)));
      const before = location.href;
      history.replaceState(null, '', `${location.pathname}?token=${token}&stytch_token_type=login`);
      document.body.append(element);
      await waitFor(() => find(element, 'h2', 'Logging in') || find(element, 'h2', 'Success'));
      await heading(element, 'Success');
      history.replaceState(null, '', before);
      expect((await waitFor(() => events[0])).detail.method).to.equal('magic_link');
    });

    it('a used or missing token says so and leads back to sign in', async () => {
      const element = await mount({
        config: config(shadow),
        attributes: { mode: 'reset-password', 'password-reset-token': 'used-token' },
      });
      await heading(element, 'Set a new password');
      await typeInto(await passwordInput(element), STRONG);
      await waitFor(() => find(element, 'button', 'Reset password')?.getAttribute('aria-disabled') === null);
      await sendKeys({ press: 'Enter' });
      await heading(element, 'This link does not work');
      await shown(element, 'The password reset link was not found or has already been used. Request a new one.');
      cleanup();

      const missing = await mount({ config: config(shadow), attributes: { mode: 'reset-password' } });
      await heading(missing, 'This link does not work');
      await shown(missing, 'The link has no password reset token.');
      find<HTMLButtonElement>(missing, 'button', 'Back to sign in')!.click();
      await waitFor(() => find(missing, 'input[autocomplete="username"]'));
    });
  });
}

describe('<court-login> passwords: late strength answers', () => {
  beforeEach(resetProvider);
  afterEach(cleanup);

  it('never lets an answer for an older value replace the newer one', async () => {
    const element = await mount({ config: config(true) });
    await submitEmail(element, newEmail());
    await heading(element, 'Create your account');
    const input = await passwordInput(element);
    // The first check is held at the provider: its answer arrives after the second one.
    const first = await holdRequests('/sdk/v1/passwords/strength_check');
    const checksBefore = requests('/passwords/strength_check');
    await typeInto(input, 'password');
    await first.arrived();
    await clear(input);
    await typeInto(input, STRONG);
    await waitFor(() => find(element, '[role="meter"]')?.getAttribute('data-bars') === '4');
    await first.release();
    // Both answers are in: the older one came last and changed nothing.
    await waitFor(() => requests('/passwords/strength_check') === checksBefore + 2, 10_000);
    expect(find(element, '[role="meter"]')?.getAttribute('data-bars')).to.equal('4');
    expect(find(element, 'button', 'Continue')?.getAttribute('aria-disabled')).to.equal(null);
  });
});
