// "Last used": the way a visitor last signed in on this browser comes first on the next first
// screen, with a badge, per public token — a passcode tab and an OAuth provider, in Shadow and light DOM.
import { expect } from 'chai';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { loadSession, type CourtLoginConfig } from '../../element/index.ts';
import { lastUsedKey } from '../../src/session/last-used.ts';
import {
  byText,
  cleanup,
  interceptNavigations,
  mount,
  providerUrl,
  PUBLIC_TOKEN,
  recordEvents,
  resetProvider,
  root,
  waitFor,
} from './support/element.ts';
import { itNavigating } from './support/engines.ts';
import { latestMessage } from './support/inbox.ts';

const redirect = 'http://localhost:5173/authenticate';
const config: CourtLoginConfig = {
  products: ['oauth', 'otp'],
  oauthOptions: {
    providers: [{ type: 'google' }, { type: 'github' }],
    loginRedirectURL: redirect,
    signupRedirectURL: redirect,
  },
  otpOptions: { methods: ['sms', 'email'] },
};

const tabs = (element: HTMLElement) => [...root(element).querySelectorAll<HTMLElement>('[role="tab"]')];
const oauthButtons = (element: HTMLElement) => [
  ...root(element).querySelectorAll<HTMLElement>('[part~="oauth-button"]'),
];
const badged = (element: HTMLElement) =>
  [...root(element).querySelectorAll('[part~="last-used"]')].map((badge) => badge.parentElement!);
const label = (node: HTMLElement) =>
  node.querySelector('.court-button-label')?.textContent ?? node.firstChild?.textContent;
/** The badge is the control's description, so its accessible name stays what it was. */
const description = (control: HTMLElement) =>
  (control.getRootNode() as ParentNode).querySelector(`[id="${control.getAttribute('aria-describedby')}"]`)
    ?.textContent;

async function signOut(): Promise<void> {
  const session = await loadSession({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() });
  await session.signOut();
}

describe('last used', () => {
  const start = `${location.pathname}${location.search}`;
  beforeEach(async () => {
    await resetProvider();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(async () => {
    cleanup();
    await signOut();
    history.replaceState(null, '', start);
  });

  for (const shadow of [true, false]) {
    it(`a passcode by email puts the Email tab first, open and badged, after a sign-out (${shadow ? 'shadow' : 'light'} DOM)`, async () => {
      const element = await mount({ config: { ...config, enableShadowDOM: shadow } });
      await waitFor(() => tabs(element).length === 2);
      expect(tabs(element).map((tab) => tab.textContent)).to.deep.equal(['Text', 'Email']);
      expect(badged(element)).to.have.length(0);

      tabs(element)[1]!.click();
      const input = await waitFor(() => root(element).querySelector<HTMLInputElement>('input[type="email"]'));
      const email = `last-used-${shadow}@court-login.local`;
      input.focus();
      await sendKeys({ type: email });
      byText<HTMLButtonElement>(root(element), 'button', 'Continue with email')!.click();
      const digit = await waitFor(() => root(element).querySelector<HTMLInputElement>('input[part~="otp-digit"]'));
      const { code } = await latestMessage(email);
      digit.focus();
      await sendKeys({ type: code! });
      await waitFor(() => byText(root(element), 'h2', 'Success'));

      await signOut();
      // Back on the first screen: the Email tab leads and is the one open, with the badge.
      await waitFor(() => tabs(element)[0]?.querySelector('[part~="last-used"]'));
      expect(tabs(element).map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal(['true', 'false']);
      expect(tabs(element)[0]!.textContent).to.equal('EmailLast used');
      expect(Boolean(root(element).querySelector('input[type="email"]')), 'the email form is open').to.equal(true);
      expect(badged(element)).to.have.length(1);
      expect(description(tabs(element)[0]!)).to.equal('Last used');
      expect(oauthButtons(element).map(label)).to.deep.equal(['Continue with Google', 'Continue with GitHub']);
    });
  }

  for (const shadow of [true, false]) {
    it(`a passcode by email, the only form beside Google, badges its button after a reload (${shadow ? 'shadow' : 'light'} DOM)`, async () => {
      const emailBesideGoogle: CourtLoginConfig = {
        products: ['oauth', 'otp'],
        oauthOptions: { providers: [{ type: 'google' }] },
        otpOptions: { methods: ['email'] },
        enableShadowDOM: shadow,
      };
      const element = await mount({ config: emailBesideGoogle });
      const input = await waitFor(() => root(element).querySelector<HTMLInputElement>('input[type="email"]'));
      expect(badged(element)).to.have.length(0);
      const email = `last-used-alone-${shadow}@court-login.local`;
      input.focus();
      await sendKeys({ type: email });
      byText<HTMLButtonElement>(root(element), 'button', 'Continue with email')!.click();
      const digit = await waitFor(() => root(element).querySelector<HTMLInputElement>('input[part~="otp-digit"]'));
      const { code } = await latestMessage(email);
      digit.focus();
      await sendKeys({ type: code! });
      await waitFor(() => byText(root(element), 'h2', 'Success'));
      cleanup();
      await signOut();

      // The page is loaded again: no tabs, and the form's button carries the badge as its description.
      const again = await mount({ config: emailBesideGoogle });
      const button = await waitFor(() =>
        [...root(again).querySelectorAll<HTMLElement>('button[type="submit"]')].find(
          (node) => label(node) === 'Continue with email',
        ),
      );
      expect(tabs(again)).to.have.length(0);
      expect(badged(again).map(label)).to.deep.equal(['Continue with email']);
      expect(description(button)).to.equal('Last used');
      expect(oauthButtons(again).map(label)).to.deep.equal(['Continue with Google']);
    });
  }

  for (const shadow of [true, false]) {
    itNavigating(
      `GitHub, once its redirect is finished, comes first with its badge (${shadow ? 'shadow' : 'light'} DOM)`,
      async () => {
        const navigations = interceptNavigations();
        const first = await mount({ config: { ...config, enableShadowDOM: shadow } });
        (await waitFor(() => byText<HTMLButtonElement>(root(first), 'button', 'Continue with GitHub'))).click();
        const startUrl = await waitFor(() => navigations.find((url) => url.includes('/oauth/github/start')));
        first.remove();

        // The provider's consent answered; the browser comes back here with the token.
        const back = new URL(
          (await executeServerCommand('provider-oauth-consent', {
            startUrl,
            email: `github-${shadow}@court-login.local`,
          })) as string,
        );
        expect(back.searchParams.get('stytch_token_type')).to.equal('oauth');
        history.replaceState(null, '', `${location.pathname}?${back.searchParams.toString()}`);
        const events = recordEvents('court-success');
        const landing = await mount({ config: { ...config, enableShadowDOM: shadow } });
        await waitFor(() => events.length > 0);
        expect(events[0]!.detail.method).to.equal('oauth');
        await waitFor(() => byText(root(landing), 'h2', 'Success'));

        await signOut();
        await waitFor(() => oauthButtons(landing)[0]?.querySelector('[part~="last-used"]'));
        expect(oauthButtons(landing).map(label)).to.deep.equal(['Continue with GitHub', 'Continue with Google']);
        expect(badged(landing)).to.have.length(1);
        expect(description(oauthButtons(landing)[0]!)).to.equal('Last used');
        expect(oauthButtons(landing)[1]!.hasAttribute('aria-describedby'), 'Google has no description').to.equal(false);
        // The passcode tabs keep their order: the last used way was not one of them.
        await waitFor(() => tabs(landing).length === 2);
        expect(tabs(landing).map((tab) => tab.textContent)).to.deep.equal(['Text', 'Email']);
      },
    );
  }

  it('is kept per public token: another project on the page shows no badge', async () => {
    localStorage.setItem(lastUsedKey(PUBLIC_TOKEN), 'oauth-github');
    const other = await mount({ config, attributes: { 'public-token': 'public-token-test-another-project' } });
    const own = await mount({ config });
    await waitFor(() => badged(own).length === 1);
    expect(oauthButtons(own).map(label)).to.deep.equal(['Continue with GitHub', 'Continue with Google']);
    expect(oauthButtons(other).map(label)).to.deep.equal(['Continue with Google', 'Continue with GitHub']);
    expect(badged(other)).to.have.length(0);
  });
});
