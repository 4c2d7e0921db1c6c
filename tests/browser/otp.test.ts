import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { byText, cleanup, mount, providerUrl, recordEvents, resetProvider, root, waitFor } from './support/element.ts';
import { field, typeInto } from './support/fields.ts';
import { addFault, latestMessage } from './support/inbox.ts';
import { holdRequests } from './support/provider.ts';

const otp = (methods: string[], extra: object = {}) => ({ products: ['otp'], otpOptions: { methods, ...extra } });

async function enterCode(scope: ParentNode, code: string) {
  const first = await waitFor(() => scope.querySelector<HTMLInputElement>('input[part~="otp-digit"]'));
  await typeInto(first, code);
}

describe('<court-login> one-time passcodes', () => {
  beforeEach(resetProvider);
  afterEach(cleanup);

  it('signs in by email code: auto-submit on the sixth digit, success screen, court-success without tokens', async () => {
    const events = recordEvents('court-success');
    const element = await mount({ config: otp(['email']) });
    const scope = root(element);
    await typeInto(await field(scope, 'Email'), 'player@court-login.local');
    byText<HTMLButtonElement>(scope, 'button', 'Continue with email')!.click();
    await waitFor(() => byText(scope, 'h2', 'Enter passcode'));
    expect(scope.textContent).to.contain('A 6-digit passcode was sent to you at player@court-login.local.');
    expect(element.shadowRoot!.activeElement === scope.querySelector('input[part~="otp-digit"]')).to.equal(true);
    const { code } = await latestMessage('player@court-login.local');
    await enterCode(scope, code!);
    await waitFor(() => byText(scope, 'h2', 'Success'));
    expect(scope.textContent).to.contain('Your passcode has been successfully verified.');
    const success = await waitFor(() => events[0]);
    expect(success.detail.method).to.equal('otp');
    expect(success.detail.user.emails[0].email).to.equal('player@court-login.local');
    expect(JSON.stringify(success.detail)).to.not.contain('session_token');
    expect(JSON.stringify(success.detail)).to.not.contain('session_jwt');
  });

  it('signs in by text message with the number formatted as typed', async () => {
    const element = await mount({ config: otp(['sms']) });
    const scope = root(element);
    const country = await waitFor(() => scope.querySelector<HTMLSelectElement>('select'));
    await waitFor(() => country.options.length > 100);
    expect(country.value).to.equal('US');
    expect(country.selectedOptions[0]!.textContent).to.equal('\u2066+1\u2069 United States');
    const input = await field(scope, 'Phone number');
    expect(input.placeholder).to.equal('(123) 456-7890');
    await typeInto(input, '2015550123');
    // As typed, or caught up once the whole metadata, asked for as the visitor turned to the form, is in.
    await waitFor(() => input.value === '(201) 555-0123');
    byText<HTMLButtonElement>(scope, 'button', 'Continue with text message')!.click();
    await waitFor(() => byText(scope, 'h2', 'Enter passcode'));
    expect(scope.textContent).to.contain('+1 201 555 0123');
    const message = await latestMessage('+12015550123');
    expect(message.channel).to.equal('sms');
    await enterCode(scope, message.code!);
    await waitFor(() => byText(scope, 'h2', 'Success'));
  });

  it('signs in by WhatsApp, reached through keyboard tabs', async () => {
    const element = await mount({ config: otp(['sms', 'whatsapp', 'email']) });
    const scope = root(element);
    // The tabs come with the product's chunk, after the first paint.
    const tabs = await waitFor(() => {
      const found = [...scope.querySelectorAll<HTMLElement>('[role="tab"]')];
      return found.length > 0 && found;
    });
    expect(tabs.map((tab) => tab.textContent)).to.deep.equal(['Text', 'WhatsApp', 'Email']);
    expect(tabs[0]!.getAttribute('aria-selected')).to.equal('true');
    expect(scope.querySelector('[role="tabpanel"]')!.getAttribute('aria-labelledby')).to.equal(tabs[0]!.id);
    tabs[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    const whatsapp = await waitFor(() => byText(scope, '[role="tab"][aria-selected="true"]', 'WhatsApp'));
    expect(element.shadowRoot!.activeElement === whatsapp).to.equal(true);
    const input = await waitFor(() => scope.querySelector<HTMLInputElement>('input[type="tel"]'));
    await waitFor(() => scope.querySelector('select')!.options.length > 100);
    await typeInto(input, '2015550124');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => byText(scope, 'h2', 'Enter passcode'));
    const message = await latestMessage('+12015550124');
    expect(message.channel).to.equal('whatsapp');
    await enterCode(scope, message.code!);
    await waitFor(() => byText(scope, 'h2', 'Success'));
  });

  it('fills all boxes from a paste', async () => {
    const element = await mount({ config: otp(['email']) });
    const scope = root(element);
    await typeInto(await field(scope, 'Email'), 'paste@court-login.local');
    await sendKeys({ press: 'Enter' });
    const first = await waitFor(() => scope.querySelector<HTMLInputElement>('input[part~="otp-digit"]'));
    const { code } = await latestMessage('paste@court-login.local');
    const paste = new ClipboardEvent('paste', { clipboardData: new DataTransfer(), bubbles: true, cancelable: true });
    // Firefox gives a constructed paste event an empty copy of the data: fill the event's own.
    paste.clipboardData!.setData('text', code!);
    first.dispatchEvent(paste);
    await waitFor(() => byText(scope, 'h2', 'Success'));
  });

  it('says which field is wrong: email, phone and passcode', async () => {
    const errors = recordEvents('court-error');
    const element = await mount({ config: otp(['email', 'sms']) });
    const scope = root(element);
    await typeInto(await field(scope, 'Email'), 'not-an-email@x');
    await sendKeys({ press: 'Enter' });
    const message = await waitFor(() => byText(scope, '[role="alert"]', 'Invalid email, please try again.'));
    expect((await field(scope, 'Email')).getAttribute('aria-describedby')).to.equal(message.id);

    byText<HTMLElement>(scope, '[role="tab"]', 'Text')!.click();
    const phone = await waitFor(() => scope.querySelector<HTMLInputElement>('input[type="tel"]'));
    await waitFor(() => scope.querySelector('select')!.options.length > 100);
    await typeInto(phone, '123');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => byText(scope, '[role="alert"]', 'Invalid phone number, please try again.'));

    byText<HTMLElement>(scope, '[role="tab"]', 'Email')!.click();
    await typeInto(
      await waitFor(() => scope.querySelector<HTMLInputElement>('input[type="email"]')),
      'wrong@court-login.local',
    );
    await sendKeys({ press: 'Enter' });
    const { code } = await latestMessage('wrong@court-login.local');
    await enterCode(scope, code === '000000' ? '111111' : '000000');
    await waitFor(() => byText(scope, '[role="alert"]', 'Invalid passcode, please try again.'));
    await waitFor(() =>
      [...scope.querySelectorAll<HTMLInputElement>('input[part~="otp-digit"]')].every((box) => box.value === ''),
    );
    await waitFor(() => errors.find((event) => event.detail.message === 'Invalid passcode, please try again.'));
  });

  it('counts down every second, expires, and resend restarts the countdown with a toast', async () => {
    const element = await mount({ config: otp(['email'], { expirationMinutes: 2 }) });
    const scope = root(element);
    await typeInto(await field(scope, 'Email'), 'clock@court-login.local');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => byText(scope, 'h2', 'Enter passcode'));
    const line = () =>
      scope.querySelector('.court-status')?.textContent ||
      scope.querySelector('p[part~="text"] > span:not(.court-nowrap)')?.textContent ||
      '';
    const first = await waitFor(() => /expires in 1:5\d|2:00/.test(line()) && line());
    await waitFor(() => line() !== first, 2500);
    expect(line()).to.match(/^Your code expires in 1:5\d\. Didn't get it\?$/);

    const realNow = Date.now;
    Date.now = () => realNow() + 3 * 60_000;
    try {
      await waitFor(() => line() === 'Your code has expired.', 2500);
    } finally {
      Date.now = realNow;
    }
    byText<HTMLButtonElement>(scope, 'button', 'Resend code')!.click();
    await waitFor(() => byText(scope, '[part~="toast"] span', 'Code resent'));
    await waitFor(() => /^Your code expires in (2:00|1:5\d)/.test(line()));
    expect((await latestMessage('clock@court-login.local', 1)).code).to.match(/^\d{6}$/);
  });

  it('marks the button busy with a spinner while sending, and shows a rate limit clearly', async () => {
    const errors = recordEvents('court-error');
    const sending = await holdRequests('/sdk/v1/otps/email/login_or_create', { status: 429 });
    const element = await mount({ config: otp(['email']) });
    const scope = root(element);
    await typeInto(await field(scope, 'Email'), 'busy@court-login.local');
    const button = byText<HTMLButtonElement>(scope, 'button', 'Continue with email')!;
    button.click();
    await sending.arrived();
    await waitFor(
      () =>
        button.getAttribute('aria-disabled') === 'true' &&
        button.getAttribute('aria-busy') === 'true' &&
        button.querySelector('.court-spinner'),
    );
    await sending.release();
    await waitFor(() => !button.hasAttribute('aria-disabled'));
    expect(byText(scope, 'h2', 'Enter passcode') === undefined, 'no passcode screen').to.equal(true);
    const alert = await waitFor(() => scope.querySelector('[part~="alert-form-error"]'));
    expect(alert.textContent).to.equal('Too many attempts. Please wait 1 second and try again.');
    const reported = await waitFor(() => errors.find((event) => event.detail.code === 'too_many_requests'));
    expect(reported.detail.message).to.equal(alert.textContent);
  });

  it('shows the provider error_message as text under the form', async () => {
    await addFault({ path: '/sdk/v1/otps/email/login_or_create', status: 400 });
    const element = await mount({ config: otp(['email']) });
    const scope = root(element);
    await typeInto(await field(scope, 'Email'), 'fault@court-login.local');
    await sendKeys({ press: 'Enter' });
    const alert = await waitFor(() => scope.querySelector('[part~="alert-form-error"]'));
    expect(alert.textContent).to.equal('The local provider was told to fail this request with status 400.');
  });

  it('keeps focus on Resend code while the code is resent, then puts it in the emptied first box', async () => {
    const element = await mount({ config: otp(['email']) });
    const scope = root(element);
    await typeInto(await field(scope, 'Email'), 'refocus@court-login.local');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => byText(scope, 'h2', 'Enter passcode'));
    const resent = await holdRequests('/sdk/v1/otps/email/login_or_create');
    await sendKeys({ type: '12' });
    const resend = byText<HTMLButtonElement>(scope, 'button', 'Resend code')!;
    resend.focus();
    await sendKeys({ press: 'Enter' });
    await resent.arrived();
    await waitFor(() => resend.getAttribute('aria-disabled') === 'true');
    expect(element.shadowRoot!.activeElement === resend).to.equal(true);
    // A second Enter while the code is being resent sends nothing more (two messages in all, below).
    await sendKeys({ press: 'Enter' });
    await resent.release();
    await waitFor(() => byText(scope, '[part~="toast"] span', 'Code resent'));
    const boxes = () => [...scope.querySelectorAll<HTMLInputElement>('input[part~="otp-digit"]')];
    // Emptied and focused once the new code is out (WebKit may commit the two a frame apart).
    await waitFor(() => element.shadowRoot!.activeElement === boxes()[0] && boxes().every((box) => box.value === ''));
    const messages = await (
      await fetch(`${await providerUrl()}/_dev/messages?to=${encodeURIComponent('refocus@court-login.local')}`)
    ).json();
    expect(messages.messages).to.have.length(2);
  });

  it('keeps focus in the passcode boxes while the code is checked', async () => {
    const element = await mount({ config: otp(['email']) });
    const scope = root(element);
    await typeInto(await field(scope, 'Email'), 'checking@court-login.local');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => byText(scope, 'h2', 'Enter passcode'));
    const { code } = await latestMessage('checking@court-login.local');
    const checking = await holdRequests('/sdk/v1/otps/authenticate');
    await sendKeys({ type: code! });
    await checking.arrived();
    await waitFor(() => byText(scope, '[role="status"] span', 'Verifying passcode...'));
    expect(element.shadowRoot!.activeElement?.matches('input[part~="otp-digit"]')).to.equal(true);
    await checking.release();
    await waitFor(() => byText(scope, 'h2', 'Success'));
  });

  it('fits the phone row into a 400px widget: the region and a typed number stay readable', async () => {
    const element = await mount({ config: otp(['sms']) });
    element.style.display = 'block';
    element.style.width = '400px';
    const scope = root(element);
    const select = await waitFor(() => scope.querySelector<HTMLSelectElement>('select'));
    await waitFor(() => select.options.length > 100);
    const input = await field(scope, 'Phone number');
    await typeInto(input, '2015550123');
    // As typed, or caught up once the whole metadata, asked for as the visitor turned to the form, is in.
    await waitFor(() => input.value === '(201) 555-0123');
    expect(input.scrollWidth).to.be.at.most(input.clientWidth);
    // The country selector sits above the number, as wide as the form.
    const row = scope.querySelector<HTMLElement>('.court-phone')!.getBoundingClientRect();
    expect(select.getBoundingClientRect().width).to.be.at.least(row.width * 0.95);
    expect(select.getBoundingClientRect().bottom).to.be.at.most(input.getBoundingClientRect().top);
  });
});

describe('<court-login> passcode boxes', () => {
  beforeEach(resetProvider);
  afterEach(cleanup);

  it('are 22px digits in the theme font', async () => {
    const element = await mount({ config: otp(['email']) });
    const scope = root(element);
    await typeInto(await field(scope, 'Email'), 'font@court-login.local');
    await sendKeys({ press: 'Enter' });
    const digit = await waitFor(() => scope.querySelector<HTMLInputElement>('input[part~="otp-digit"]'));
    const style = getComputedStyle(digit);
    expect(style.fontSize).to.equal('22px');
    expect(style.fontFamily).to.equal(getComputedStyle(scope.querySelector('.court-root')!).fontFamily);
  });
});
