// What a page can do to <court-login> and what it must see: attributes removed or
// emptied, bad values, properties set early or late, moves, removal, Shadow or light DOM decided once.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { CourtLoginElement } from '../../element/court-login.ts';
import type { CourtLoginConfig } from '../../element/index.ts';
import { byText, cleanup, mount, providerUrl, PUBLIC_TOKEN, recordEvents, root, waitFor } from './support/element.ts';

const googleOnly: CourtLoginConfig = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } };
const github: CourtLoginConfig = { products: ['oauth'], oauthOptions: { providers: [{ type: 'github' }] } };
const emailCode: CourtLoginConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

type Element = HTMLElementTagNameMap['court-login'];

const button = (element: HTMLElement, label: string) =>
  byText<HTMLButtonElement>(root(element), 'button', `Continue with ${label}`);
const alertText = (element: HTMLElement) => root(element).querySelector('[role="alert"]')?.textContent ?? '';

describe('<court-login> attributes, properties and lifecycle', () => {
  const pageErrors: string[] = [];
  const onError = (event: ErrorEvent) => pageErrors.push(String(event.message));
  const onRejection = (event: PromiseRejectionEvent) => pageErrors.push(String(event.reason));
  before(() => {
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  after(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });
  beforeEach(() => {
    pageErrors.length = 0;
  });
  afterEach(cleanup);

  for (const shadow of [true, false]) {
    it(`keeps the widget and what the visitor typed when the page moves the element (${shadow ? 'shadow' : 'light'} DOM)`, async () => {
      const element = await mount({ config: { ...emailCode, enableShadowDOM: shadow } });
      const input = await waitFor(() => root(element).querySelector<HTMLInputElement>('input[type="email"]'));
      input.focus();
      await sendKeys({ type: 'mover@court-login.local' });
      const box = document.createElement('section');
      document.body.append(box);

      box.append(element);
      element.remove();
      document.body.append(element);
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => requestAnimationFrame(resolve));

      expect(root(element).querySelector('input[type="email"]') === input, 'the same input').to.equal(true);
      expect(input.value).to.equal('mover@court-login.local');
      expect(element.shadowRoot !== null).to.equal(shadow);
      box.remove();
    });
  }

  for (const shadow of [true, false]) {
    it(`unmounts when removed and renders again, in the same kind of root, when added back later (${shadow ? 'shadow' : 'light'} DOM)`, async () => {
      const element = (await mount({ config: { ...googleOnly, enableShadowDOM: shadow } })) as Element;
      element.remove();
      await waitFor(() => root(element).childElementCount === 0);
      element.config = { ...github, enableShadowDOM: !shadow };
      document.body.append(element);
      await waitFor(() => button(element, 'GitHub'));
      expect(element.shadowRoot !== null, 'the same kind of root').to.equal(shadow);
      expect(pageErrors, 'no render on the removed widget').to.deep.equal([]);
    });
  }

  it('a change just before the removal is not rendered on the removed widget', async () => {
    const element = (await mount({ config: googleOnly })) as Element;
    element.config = github;
    element.remove();
    await waitFor(() => root(element).childElementCount === 0);
    // An update that waited for the renderer's module would arrive before this import of it settles.
    await import('../../element/react-renderer.ts');
    await Promise.resolve();
    expect(pageErrors).to.deep.equal([]);
  });

  for (const shadow of [true, false]) {
    it(`renders after being removed and added back several times in a row (${shadow ? 'shadow' : 'light'} DOM)`, async () => {
      const element = await mount({ config: { ...googleOnly, enableShadowDOM: shadow } });
      for (let round = 0; round < 3; round += 1) {
        element.remove();
        await Promise.resolve();
        document.body.append(element);
      }
      element.remove();
      document.body.append(element);
      await waitFor(() => button(element, 'Google'));
      expect(root(element).querySelectorAll('.court-root').length).to.equal(1);
      expect(pageErrors, 'no render on a removed widget').to.deep.equal([]);
    });
  }

  it('follows removed and emptied attributes', async () => {
    const element = await mount({ config: googleOnly });
    element.removeAttribute('public-token');
    await waitFor(() => alertText(element).includes('public-token'));
    expect(button(element, 'Google') === undefined, 'no "Continue with Google" button').to.equal(true);

    element.setAttribute('public-token', PUBLIC_TOKEN);
    await waitFor(() => button(element, 'Google'));
    element.setAttribute('public-token', '');
    await waitFor(() => alertText(element).includes('public-token'));
    element.setAttribute('public-token', PUBLIC_TOKEN);
    await waitFor(() => button(element, 'Google'));

    element.setAttribute('mode', 'reset-password');
    await waitFor(() => byText(root(element), 'h2', 'Reset your password'));
    element.removeAttribute('mode');
    await waitFor(() => button(element, 'Google'));

    element.removeAttribute('config');
    await waitFor(() => alertText(element).includes('A config with at least one product is required.'));
    expect(pageErrors).to.deep.equal([]);
  });

  it('never throws on bad attributes: invalid JSON in markup or set later, an unknown mode, a bad provider URL', async () => {
    const errors = recordEvents('court-error');
    const box = document.createElement('div');
    box.innerHTML = `<court-login public-token="${PUBLIC_TOKEN}" config='{"products": [oauth'></court-login>`;
    document.body.append(box);
    const element = box.querySelector('court-login')!;
    expect(element instanceof CourtLoginElement, 'upgraded to the court-login element').to.equal(true);
    await waitFor(() => alertText(element).includes('not valid JSON'));

    element.setAttribute('config', JSON.stringify(googleOnly));
    element.setAttribute('provider-url', await providerUrl());
    await waitFor(() => button(element, 'Google'));
    element.setAttribute('config', '{');
    await waitFor(() => alertText(element).includes('not valid JSON'));

    element.setAttribute('config', JSON.stringify(googleOnly));
    element.setAttribute('mode', 'sideways');
    await waitFor(() => alertText(element).includes('The mode attribute must be one of'));
    element.removeAttribute('mode');
    element.setAttribute('provider-url', 'not a url');
    await waitFor(() => errors.find((event) => event.detail.field === 'provider-url'));
    expect(pageErrors).to.deep.equal([]);
    box.remove();
  });

  it('keeps the config property by reference over the attribute, and returns to the attribute on null', async () => {
    const element = (await mount({ config: googleOnly })) as Element;
    element.config = github;
    expect(element.config).to.equal(github);
    await waitFor(() => button(element, 'GitHub'));
    element.setAttribute(
      'config',
      JSON.stringify({ products: ['oauth'], oauthOptions: { providers: [{ type: 'slack' }] } }),
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(button(element, 'GitHub') !== undefined, 'the property still wins').to.equal(true);
    element.config = null;
    await waitFor(() => button(element, 'Slack'));
    expect((element.config as { products: string[] }).products).to.deep.equal(['oauth']);
    expect(element.getAttribute('config')).to.contain('slack');
  });

  it('reflects its string properties to attributes', async () => {
    const element = (await mount({ config: googleOnly })) as Element;
    element.mode = 'passkey-registration';
    expect(element.getAttribute('mode')).to.equal('passkey-registration');
    await waitFor(() => byText(root(element), 'h2', 'Register a new passkey'));
    element.mode = null;
    expect(element.hasAttribute('mode')).to.equal(false);
    await waitFor(() => button(element, 'Google'));
    expect(element.publicToken).to.equal(PUBLIC_TOKEN);
    (element as unknown as { mode: null }).mode = null;
    element.setAttribute('config', JSON.stringify(github));
    await waitFor(() => button(element, 'GitHub'));
  });

  it('upgrades every property set before the element was defined', async () => {
    const element = document.createElement('court-login-early') as HTMLElement & Record<string, unknown>;
    element.publicToken = PUBLIC_TOKEN;
    element.providerUrl = await providerUrl();
    element.config = { ...github, enableShadowDOM: false };
    document.body.append(element);
    customElements.define('court-login-early', class extends CourtLoginElement {});
    await waitFor(() => byText(element, 'button', 'Continue with GitHub'));
    expect(element.shadowRoot === null, 'light DOM from the early config').to.equal(true);
    expect(element.getAttribute('public-token')).to.equal(PUBLIC_TOKEN);
    element.remove();
  });

  for (const enableShadowDOM of [true, false]) {
    it(`upgrades strings set before the element was defined, as it does config (${enableShadowDOM ? 'shadow' : 'light'} DOM)`, async () => {
      const name = `court-login-early-strings-${enableShadowDOM ? 'shadow' : 'light'}`;
      const element = document.createElement(name) as HTMLElement & Record<string, unknown>;
      element.publicToken = PUBLIC_TOKEN;
      element.providerUrl = await providerUrl();
      element.config = { ...github, enableShadowDOM };
      element.strings = { continueWithProvider: 'Play on with {name}' };
      document.body.append(element);
      customElements.define(name, class extends CourtLoginElement {});
      const scope = element.shadowRoot ?? element;
      await waitFor(() => byText(scope, 'button', 'Play on with GitHub'));
      expect(element.strings).to.deep.equal({ continueWithProvider: 'Play on with {name}' });
      element.remove();
    });
  }

  it('renders nothing before it is on the page, then decides Shadow or light DOM from what it has then', async () => {
    const element = document.createElement('court-login') as Element;
    element.setAttribute('public-token', PUBLIC_TOKEN);
    element.setAttribute('provider-url', await providerUrl());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.shadowRoot === null, 'no shadow root').to.equal(true);
    expect(element.childNodes.length).to.equal(0);
    element.config = { ...googleOnly, enableShadowDOM: false };
    document.body.append(element);
    await waitFor(() => byText(element, 'button', 'Continue with Google'));
    expect(element.shadowRoot === null, 'no shadow root').to.equal(true);
  });

  it('decides Shadow or light DOM once: a later config does not switch it', async () => {
    const light = (await mount({ config: { ...googleOnly, enableShadowDOM: false } })) as Element;
    light.config = { ...github, enableShadowDOM: true };
    await waitFor(() => byText(light, 'button', 'Continue with GitHub'));
    expect(light.shadowRoot === null, 'still light DOM').to.equal(true);

    const shadow = (await mount({ config: googleOnly })) as Element;
    shadow.config = { ...github, enableShadowDOM: false };
    await waitFor(() => shadow.shadowRoot && byText(shadow.shadowRoot, 'button', 'Continue with GitHub'));
    expect(shadow.querySelector('button') === null, 'still Shadow DOM: no button in the light DOM').to.equal(true);
  });

  it('sends court-* events with their own names, bubbling and composed', async () => {
    const seen: Array<{ type: string; bubbles: boolean; composed: boolean }> = [];
    const listener = (event: Event) =>
      seen.push({ type: event.type, bubbles: event.bubbles, composed: event.composed });
    document.addEventListener('court-error', listener);
    document.addEventListener('court-event', listener);
    try {
      const element = await mount({ config: googleOnly, attributes: { mode: 'login' } });
      await waitFor(() => seen.find((event) => event.type === 'court-event'));
      element.setAttribute('config', '{');
      await waitFor(() => seen.find((event) => event.type === 'court-error'));
      expect(seen.every((event) => event.bubbles && event.composed)).to.equal(true);
    } finally {
      document.removeEventListener('court-error', listener);
      document.removeEventListener('court-event', listener);
    }
  });
});
