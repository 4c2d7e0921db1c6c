// The rules of the lazily loaded forms arrive with them, in shadow and in light DOM.
import { expect } from 'chai';
import { cleanup, mount, resetProvider, root, waitFor } from './support/element.ts';

describe('<court-login> styles of lazily loaded products', () => {
  beforeEach(resetProvider);
  afterEach(cleanup);

  for (const enableShadowDOM of [true, false]) {
    it(`styles the email-type forms and tabs (${enableShadowDOM ? 'shadow' : 'light'} DOM)`, async () => {
      const element = await mount({
        config: { products: ['otp'], otpOptions: { methods: ['email', 'sms'] }, enableShadowDOM },
      });
      const input = await waitFor(() => root(element).querySelector<HTMLInputElement>('input[type="email"]'));
      expect(getComputedStyle(input).minHeight).to.equal('45px');
      const tabs = root(element).querySelector('[role="tablist"]')!;
      expect(getComputedStyle(tabs).display).to.equal('flex');
    });
  }

  for (const enableShadowDOM of [true, false]) {
    it(`defines the toasts' animation where the widget lives (${enableShadowDOM ? 'shadow' : 'light'} DOM)`, async () => {
      const element = await mount({
        config: { products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM },
      });
      // They come with the products' rules, which the form (painted before them) does not wait for.
      const keyframes = () =>
        (element.shadowRoot ?? document).adoptedStyleSheets
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule)
          .map((rule) => rule.name);
      await waitFor(() => keyframes().includes('court-toast-in'));
      expect(keyframes()).to.include.members(['court-toast-in', 'court-progress']);
    });
  }

  for (const enableShadowDOM of [true, false]) {
    it(`styles the configuration-error screen's list of problems (${enableShadowDOM ? 'shadow' : 'light'} DOM)`, async () => {
      const element = await mount({
        config: { products: ['oauth', 'sms'], oauthOptions: { providers: [] }, enableShadowDOM },
      });
      const list = await waitFor(() => root(element).querySelector<HTMLElement>('.court-config-error ul'));
      expect(getComputedStyle(list).paddingInlineStart).to.equal('20px');
      expect(getComputedStyle(list).marginTop).to.equal('8px');
    });
  }

  it('leaves a Google-only widget with the widget styles alone', async () => {
    const element = await mount({ config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(element.shadowRoot!.adoptedStyleSheets.length).to.equal(1);
  });
});
