// One product that throws while rendering takes only its own part of the widget with it: a broken
// wallet extension (its injected object throws when read) leaves a short "unavailable" line where
// the wallet buttons were and a `court-error`, and the Google button and the email form keep
// working. Shadow and light DOM.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { byText, cleanup, mount, recordEvents, resetProvider, root, waitFor } from './support/element.ts';

const UNAVAILABLE = 'This way to sign in is unavailable right now.';

function breakWalletExtension(): void {
  Object.defineProperty(window, 'ethereum', {
    configurable: true,
    get: () => {
      throw new Error('The wallet extension failed.');
    },
  });
}

for (const enableShadowDOM of [true, false]) {
  describe(`A product that fails while rendering (${enableShadowDOM ? 'Shadow' : 'light'} DOM)`, () => {
    beforeEach(resetProvider);
    afterEach(() => {
      cleanup();
      delete (window as { ethereum?: unknown }).ethereum;
    });

    it('is replaced by a line and a court-error; Google and the email form keep working', async () => {
      breakWalletExtension();
      const errors = recordEvents('court-error');
      const element = await mount({
        config: {
          products: ['oauth', 'crypto', 'emailMagicLinks'],
          oauthOptions: { providers: [{ type: 'google' }] },
          enableShadowDOM,
        },
      });
      const scope = root(element);
      const line = await waitFor(() => byText(scope, '[part~="alert"]', UNAVAILABLE));
      expect(line.getAttribute('role')).to.equal('status');
      await waitFor(() => errors.some((error) => error.detail.code === 'product_unavailable'));
      expect(
        errors.filter((error) => error.detail.code === 'product_unavailable').map((error) => error.detail),
      ).to.deep.equal([{ code: 'product_unavailable', message: UNAVAILABLE, product: 'crypto' }]);
      expect(byText(scope, 'button', 'Continue with Google') !== undefined, 'the Google button is there').to.equal(
        true,
      );
      const input = scope.querySelector<HTMLInputElement>('input[type="email"]')!;
      input.focus();
      await sendKeys({ type: `boundary-${Date.now()}@example.com` });
      byText<HTMLButtonElement>(scope, 'button', 'Continue with email')!.click();
      await waitFor(() => byText(scope, 'h2', 'Check your email'));
    });
  });
}
