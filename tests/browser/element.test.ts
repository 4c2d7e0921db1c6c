import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { OAUTH_PROVIDER_TYPES } from '../../src/types/index.ts';
import { byText, cleanup, interceptNavigations, mount, recordEvents, root, waitFor } from './support/element.ts';
import { itNavigating } from './support/engines.ts';

const TITLES = [
  'Google',
  'Microsoft',
  'Apple',
  'GitHub',
  'GitLab',
  'Facebook',
  'Discord',
  'Salesforce',
  'Slack',
  'Amazon',
  'Bitbucket',
  'LinkedIn',
  'Coinbase',
  'Twitch',
  'Twitter',
  'TikTok',
  'Snapchat',
  'Figma',
  'Yahoo',
];
const googleOnly = {
  products: ['oauth'],
  oauthOptions: {
    providers: [{ type: 'google' }],
    loginRedirectURL: 'http://localhost:5173/authenticate',
    signupRedirectURL: 'http://localhost:5173/authenticate',
  },
};

describe('<court-login> element', () => {
  afterEach(cleanup);

  it('renders into an open shadow root with an adopted stylesheet and no <style> elements', async () => {
    const element = await mount({ config: googleOnly });
    const shadow = element.shadowRoot!;
    expect(shadow !== null, 'a shadow root').to.equal(true);
    expect(byText(shadow, 'h2', 'Sign up or log in') !== undefined, 'the heading "Sign up or log in"').to.equal(true);
    expect(
      byText(shadow, 'button', 'Continue with Google') !== undefined,
      'the "Continue with Google" button',
    ).to.equal(true);
    expect(shadow.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(document.querySelectorAll('style').length + shadow.querySelectorAll('style').length).to.equal(0);
    const container = shadow.querySelector<HTMLElement>('[part~="container"]')!;
    expect(getComputedStyle(container).maxWidth).to.equal('400px');
    expect(getComputedStyle(container).borderTopLeftRadius).to.equal('8px');
  });

  it('renders in light DOM with styles scoped under court-login when enableShadowDOM is false', async () => {
    const element = await mount({ config: { ...googleOnly, enableShadowDOM: false } });
    expect(element.shadowRoot === null, 'no shadow root').to.equal(true);
    expect(
      byText(element, 'button', 'Continue with Google') !== undefined,
      'the "Continue with Google" button',
    ).to.equal(true);
    const container = element.querySelector<HTMLElement>('.court-root')!;
    expect(getComputedStyle(container).maxWidth).to.equal('400px');
    const outside = document.createElement('div');
    outside.className = 'court-root';
    document.body.append(outside);
    expect(getComputedStyle(outside).maxWidth).to.equal('none');
    outside.remove();
  });

  it('applies the theme as --court-* custom properties', async () => {
    const element = await mount({
      config: {
        ...googleOnly,
        theme: {
          container: { width: 320, borderRadius: '12px' },
          colors: { primary: 'rgb(1, 2, 3)' },
          fontFamily: 'monospace',
        },
      },
    });
    const container = root(element).querySelector<HTMLElement>('.court-root')!;
    const style = getComputedStyle(container);
    expect(style.maxWidth).to.equal('320px');
    expect(style.borderTopLeftRadius).to.equal('12px');
    expect(style.fontFamily).to.equal('monospace');
    const button = byText(root(element), 'button', 'Continue with Google')!;
    expect(getComputedStyle(button).color).to.equal('rgb(1, 2, 3)');
  });

  it('hides the header when theme.hideHeaderText is set and shows the logo', async () => {
    const element = await mount({
      config: {
        ...googleOnly,
        theme: { hideHeaderText: true, logo: { logoImageUrl: 'https://example.com/logo.png' } },
      },
    });
    expect(byText(root(element), 'h2', 'Sign up or log in') === undefined, 'no "Sign up or log in" screen').to.equal(
      true,
    );
    const logo = root(element).querySelector<HTMLImageElement>('img[part~="logo"]')!;
    expect(logo.getAttribute('src')).to.equal('https://example.com/logo.png');
  });

  it('shows one button per configured provider, in order, with its title', async () => {
    const config = { products: ['oauth'], oauthOptions: { providers: OAUTH_PROVIDER_TYPES.map((type) => ({ type })) } };
    const element = await mount({ config });
    const labels = [...root(element).querySelectorAll('button[part~="oauth-button"]')].map(
      (button) => button.textContent,
    );
    expect(labels).to.deep.equal(TITLES.map((title) => `Continue with ${title}`));
  });

  it('takes the config property by reference, after definition', async () => {
    const element = await mount({ config: googleOnly });
    const config = { products: ['oauth'], oauthOptions: { providers: [{ type: 'github' }] } };
    (element as unknown as { config: unknown }).config = config;
    expect((element as unknown as { config: unknown }).config).to.equal(config);
    await waitFor(() => byText(root(element), 'button', 'Continue with GitHub'));
    expect(
      byText(root(element), 'button', 'Continue with Google') === undefined,
      'no "Continue with Google" button',
    ).to.equal(true);
  });

  it('uses a config property set before the element was defined', async () => {
    const { CourtLoginElement } = await import('../../element/court-login.ts');
    const element = document.createElement('court-login-late');
    const config = { products: ['oauth'], oauthOptions: { providers: [{ type: 'slack' }] } };
    (element as unknown as { config: unknown }).config = config;
    element.setAttribute('public-token', 'public-token-test-court-login-local');
    element.setAttribute('provider-url', 'http://localhost:9');
    document.body.append(element);
    customElements.define('court-login-late', class extends CourtLoginElement {});
    await waitFor(() => element.shadowRoot && byText(element.shadowRoot, 'button', 'Continue with Slack'));
    expect((element as unknown as { config: unknown }).config).to.equal(config);
    element.remove();
  });

  it('shows a clear message and sends court-error to document for invalid JSON', async () => {
    const events = recordEvents('court-error');
    const element = await mount({ configAttribute: '{"products": [oauth]}' });
    const alert = await waitFor(() => root(element).querySelector('[role="alert"]'));
    expect(alert.textContent).to.contain('not valid JSON');
    await waitFor(() => events.find((event) => event.detail.field === 'config'));
  });

  it('names the field of an invalid config in the message and the court-error event', async () => {
    const events = recordEvents('court-error');
    const element = await mount({
      config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'myspace' }] } },
    });
    const alert = await waitFor(() => root(element).querySelector('[role="alert"]'));
    expect(alert.textContent).to.contain('oauthOptions.providers[0].type');
    const event = await waitFor(() => events.find((seen) => seen.detail.field === 'oauthOptions.providers[0].type'));
    expect(event.detail.code).to.equal('config');
  });

  it('shows the configuration error and sends court-error for a config whose getters throw', async () => {
    const events = recordEvents('court-error');
    const hostile = {
      get products(): string[] {
        throw new Error('products are not available');
      },
      get enableShadowDOM(): boolean {
        throw new Error('no');
      },
    };
    const element = document.createElement('court-login');
    element.setAttribute('public-token', 'public-token-test-court-login-local');
    (element as unknown as { config: unknown }).config = hostile;
    document.body.append(element);
    const alert = await waitFor(() => root(element).querySelector('[role="alert"]'));
    expect(alert.textContent).to.contain('could not be read');
    element.remove();
    const event = await waitFor(() => events.find((seen) => seen.detail.field === 'config'));
    expect(event.detail.code).to.equal('config');
  });

  it('reports a missing public token instead of rendering nothing', async () => {
    const events = recordEvents('court-error');
    const element = document.createElement('court-login');
    element.setAttribute('config', JSON.stringify(googleOnly));
    document.body.append(element);
    const alert = await waitFor(() => element.shadowRoot?.querySelector('[role="alert"]'));
    expect(alert.textContent).to.contain('public-token');
    await waitFor(() => events.find((event) => event.detail.field === 'public-token'));
  });

  it('shows the heading of the other modes', async () => {
    const element = await mount({ config: googleOnly, attributes: { mode: 'reset-password' } });
    expect(
      byText(root(element), 'h2', 'Reset your password') !== undefined,
      'the "Reset your password" screen',
    ).to.equal(true);
  });

  itNavigating('starts Google sign-in at the provider start URL and sends court-event to document', async () => {
    const navigations = interceptNavigations();
    const events = recordEvents('court-event');
    const element = await mount({ config: googleOnly });
    byText<HTMLButtonElement>(root(element), 'button', 'Continue with Google')!.click();
    const url = new URL(await waitFor(() => navigations[0]));
    expect(url.pathname).to.equal('/v1/public/oauth/google/start');
    expect(url.searchParams.get('public_token')).to.equal('public-token-test-court-login-local');
    expect(url.searchParams.get('login_redirect_url')).to.equal('http://localhost:5173/authenticate');
    expect(url.searchParams.get('signup_redirect_url')).to.equal('http://localhost:5173/authenticate');
    // The local provider requires PKCE by default: the start carries a challenge whose verifier stays here.
    expect(url.searchParams.get('code_challenge')).to.match(/^[A-Za-z0-9_-]{43}$/);
    const started = await waitFor(() => events.find((event) => event.detail.type === 'start_oauth_flow'));
    expect(started.detail.data.provider_type).to.equal('google');
  });

  itNavigating('is usable with the keyboard: Tab reaches the provider button and Enter starts it', async () => {
    const navigations = interceptNavigations();
    const element = await mount({ config: googleOnly });
    const button = byText<HTMLButtonElement>(root(element), 'button', 'Continue with Google')!;
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === element).to.equal(true);
    expect(element.shadowRoot!.activeElement === button).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => navigations.find((url) => url.includes('/oauth/google/start')));
  });
});
