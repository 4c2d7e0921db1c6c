import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import {
  byText,
  cleanup,
  interceptNavigations,
  mount,
  providerUrl,
  recordEvents,
  resetProvider,
  root,
  waitFor,
} from './support/element.ts';
import { holdRequests } from './support/provider.ts';
import { itIn, itNavigating } from './support/engines.ts';

const BOOTSTRAP = '/sdk/v1/projects/bootstrap/public-token-test-court-login-local';

describe('<court-login> main screen', () => {
  beforeEach(resetProvider);
  afterEach(() => {
    cleanup();
    delete (window as { ethereum?: unknown }).ethereum;
  });

  it('orders the groups by product with an or divider and tabs for the email-type methods', async () => {
    const element = await mount({
      config: {
        products: ['otp', 'oauth'],
        otpOptions: { methods: ['email', 'sms'] },
        oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
      },
    });
    const scope = root(element);
    // The email-type group comes from a chunk of its own, a moment after the buttons.
    await waitFor(() => scope.querySelector('[role="tablist"]'));
    const parts = [...scope.querySelectorAll('[part~="oauth-button"], [part~="divider"], [role="tablist"]')].map(
      (node) => node.getAttribute('part'),
    );
    expect(parts[0]).to.contain('oauth-button-google');
    expect(parts[1]).to.contain('oauth-button-github');
    expect(parts[2]).to.equal('divider');
    expect(parts[3]).to.equal('tabs');
    expect(byText(scope, '[part~="divider"]', 'or') !== undefined, 'the "or" divider').to.equal(true);
  });

  it('has no tabs and no divider for a single method alone', async () => {
    const element = await mount({ config: { products: ['otp'], otpOptions: { methods: ['whatsapp'] } } });
    const scope = root(element);
    await waitFor(() => byText(scope, 'button', 'Continue with WhatsApp'));
    expect(scope.querySelector('[role="tablist"]') === null, 'no tabs').to.equal(true);
    expect(scope.querySelector('[part~="divider"]') === null, 'no divider').to.equal(true);
  });

  it('lists only detected wallets, else offers to set one up', async () => {
    const plain = await mount({ config: { products: ['crypto'] } });
    await waitFor(() => byText(root(plain), 'button', 'Set up a new crypto wallet'));
    plain.remove();
    (window as { ethereum?: unknown }).ethereum = { isMetaMask: true };
    const withWallet = await mount({ config: { products: ['crypto'] } });
    await waitFor(() => root(withWallet).querySelector('[part~="wallet-button"]'));
    const labels = [...root(withWallet).querySelectorAll('[part~="wallet-button"]')].map(
      (button) => button.textContent,
    );
    expect(labels).to.deep.equal(['Continue with Metamask']);
  });

  // The passkey button needs WebAuthn, which WebKitGTK lacks (passkeys-unsupported.test.ts).
  itIn('chromium', 'firefox')('puts Login with a Passkey first when no email-type product exists', async () => {
    const element = await mount({
      config: { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'google' }] } },
    });
    await waitFor(() => byText(root(element), 'button', 'Login with a Passkey'));
    const buttons = [...root(element).querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons.slice(0, 2)).to.deep.equal(['Login with a Passkey', 'Continue with Google']);
  });

  it('shows the buttons at once even when the provider does not answer the bootstrap call', async () => {
    const settings = await holdRequests(BOOTSTRAP);
    const started = performance.now();
    const element = await mount({ config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } } });
    expect(
      byText(root(element), 'button', 'Continue with Google') !== undefined,
      'the "Continue with Google" button',
    ).to.equal(true);
    expect(performance.now() - started).to.be.lessThan(1000);
    await settings.release();
  });

  it('shows the magic links + email OTP configuration error instead of the form and reports it', async () => {
    const errors = recordEvents('court-error');
    const element = await mount({
      config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } },
    });
    const alert = await waitFor(() => root(element).querySelector('[role="alert"]'));
    expect(alert.textContent).to.equal('Error: Cannot use both EML and Email OTP');
    expect(root(element).querySelector('form') === null, 'no form').to.equal(true);
    const reported = await waitFor(() => errors.find((event) => event.detail.field === 'products'));
    expect(reported.detail.message).to.equal('Error: Cannot use both EML and Email OTP');
  });

  it('shows the passkeys-alone configuration error', async () => {
    const element = await mount({ config: { products: ['passkeys'] } });
    const alert = await waitFor(() => root(element).querySelector('[role="alert"]'));
    expect(alert.textContent).to.equal(
      'Error: Cannot use Passkeys by itself, please add another product to the config.',
    );
  });

  it('drops the magic-link tab when passwords are configured', async () => {
    const element = await mount({
      config: { products: ['otp', 'emailMagicLinks', 'passwords'], otpOptions: { methods: ['sms'] } },
    });
    await waitFor(() => root(element).querySelector('[role="tab"]'));
    const tabs = [...root(element).querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).to.deep.equal(['Text', 'Email']);
  });

  itNavigating('keeps focus on Continue with Google when activated by keyboard', async () => {
    const navigations = interceptNavigations();
    // Held settings keep the start running; the other host name keeps them out of the page's cache.
    const settings = await holdRequests(BOOTSTRAP);
    const element = await mount({
      provider: (await providerUrl()).replace('localhost', '127.0.0.1'),
      config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] } },
    });
    const google = byText<HTMLButtonElement>(root(element), 'button', 'Continue with Google')!;
    google.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => google.getAttribute('aria-disabled') === 'true');
    expect(element.shadowRoot!.activeElement === google).to.equal(true);
    await settings.arrived();
    await settings.release();
    await waitFor(() => navigations.length > 0);
    expect(new URL(navigations[0]!).pathname).to.match(/\/oauth\/google\/start$/);
    expect(element.shadowRoot!.activeElement === google).to.equal(true);
  });
});
