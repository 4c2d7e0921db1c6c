// Names that come from outside the widget (a wallet's announced name, a provider error's
// error_type) are data: one that names an Object.prototype member (`__proto__`, `constructor`,
// `toString`, `hasOwnProperty`) is shown or described like any other name, and the rest of the
// screen, the Google button included, stays. Shadow and light DOM.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { byText, cleanup, mount, recordEvents, resetProvider, root, waitFor } from './support/element.ts';
import { addFault } from './support/provider.ts';
import { announce, ethereumWallet, removeInjectedWallets } from './support/wallets.ts';

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
const GOOGLE = { products: ['oauth', 'crypto'], oauthOptions: { providers: [{ type: 'google' }] } };

for (const enableShadowDOM of [true, false]) {
  describe(`Outside names that are Object.prototype keys (${enableShadowDOM ? 'Shadow' : 'light'} DOM)`, () => {
    beforeEach(resetProvider);
    afterEach(() => {
      cleanup();
      removeInjectedWallets();
    });

    it('lists wallets announced under those names, beside the Google button', async () => {
      const errors = recordEvents('court-error');
      for (const name of PROTOTYPE_KEYS)
        announce(ethereumWallet(), { name, rdns: `com.example.${name.toLowerCase()}` });
      const element = await mount({ config: { ...GOOGLE, enableShadowDOM } });
      const scope = root(element);
      await waitFor(() =>
        PROTOTYPE_KEYS.every((name) => byText(scope, '[part~="wallet-button"]', `Continue with ${name}`)),
      );
      expect(byText(scope, 'button', 'Continue with Google') !== undefined, 'the Google button is there').to.equal(
        true,
      );
      expect(errors).to.deep.equal([]);
    });

    // The local provider's faults take snake_case types; the unit tests cover the other two.
    for (const errorType of ['__proto__', 'constructor']) {
      it(`words a provider error of type "${errorType}" with the provider's text`, async () => {
        const message = `The provider refused this address (${errorType}).`;
        await addFault({
          path: '/sdk/v1/magic_links/email/login_or_create',
          status: 400,
          error_type: errorType,
          error_message: message,
        });
        const errors = recordEvents('court-error');
        const element = await mount({
          config: {
            products: ['oauth', 'emailMagicLinks'],
            oauthOptions: { providers: [{ type: 'google' }] },
            enableShadowDOM,
          },
        });
        const scope = root(element);
        const input = await waitFor(() => scope.querySelector<HTMLInputElement>('input[type="email"]'));
        input.focus();
        await sendKeys({ type: 'someone@example.com' });
        byText<HTMLButtonElement>(scope, 'button', 'Continue with email')!.click();
        const alert = await waitFor(() => scope.querySelector<HTMLElement>('[part~="alert"][role="alert"]'));
        expect(alert.textContent).to.equal(message);
        await waitFor(() => errors.length > 0);
        expect(errors[0]!.detail.message).to.equal(message);
        expect(byText(scope, 'button', 'Continue with Google') !== undefined, 'the Google button is there').to.equal(
          true,
        );
      });
    }
  });
}
