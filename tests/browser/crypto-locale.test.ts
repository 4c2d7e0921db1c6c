// Crypto wallet sign-in in another language: every screen of the wallet's way in German (the
// wallet's name an argument of the sentence), a refusal told in German on screen and in court-error,
// and the back arrow pointing the right way in Arabic.
import { expect } from 'chai';
import { byText, cleanup, mount, recordEvents, resetProvider, root, waitFor } from './support/element.ts';
import { ethereumWallet, removeInjectedWallets } from './support/wallets.ts';

/** A wallet on window.ethereum that waits before it connects and before it signs. */
function heldWallet() {
  const held: { connect?: () => void; sign?: () => void } = {};
  const wallet = ethereumWallet();
  const request = wallet.provider.request;
  wallet.provider.request = async (args) => {
    if (args.method === 'eth_requestAccounts') await new Promise<void>((resolve) => (held.connect = resolve));
    if (args.method === 'personal_sign') await new Promise<void>((resolve) => (held.sign = resolve));
    return request(args);
  };
  (window as unknown as { ethereum: unknown }).ethereum = wallet.provider;
  return held;
}

const walletButton = (scope: ParentNode) =>
  waitFor(() =>
    byText<HTMLButtonElement>(scope, '[part~="wallet-button"]', 'Weiter mit einer anderen Ethereum-Wallet'),
  );

for (const enableShadowDOM of [true, false]) {
  describe(`<court-login> crypto wallets in German and Arabic (${enableShadowDOM ? 'shadow' : 'light'} DOM)`, () => {
    beforeEach(() => resetProvider());
    afterEach(() => {
      cleanup();
      removeInjectedWallets();
      document.cookie = 'stytch_session=; path=/; max-age=0';
      document.cookie = 'stytch_session_jwt=; path=/; max-age=0';
    });

    const config = { products: ['crypto'], enableShadowDOM };

    it('locale="de": Crypto Connect, Crypto Sign Message and Crypto Confirmation in German', async () => {
      const held = heldWallet();
      const element = await mount({ config, attributes: { locale: 'de' } });
      const scope = root(element);
      (await walletButton(scope)).click();

      await waitFor(() => byText(scope, 'h2', 'Verbindung mit einer anderen Ethereum-Wallet wird hergestellt …'));
      expect(scope.querySelector('.court-root')?.getAttribute('lang')).to.equal('de');
      expect(scope.textContent).to.contain('Bestätigen Sie die Verbindung in Ihrer Wallet, um fortzufahren.');
      expect(byText(scope, '[role="status"] .court-text', 'Warten auf Ihre Wallet …')).to.exist;
      expect(scope.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).to.equal(
        'Warten auf Ihre Wallet …',
      );
      expect(byText(scope, 'button', '← Abbrechen')).to.exist;
      (await waitFor(() => held.connect))();

      await waitFor(() => byText(scope, 'h2', 'Signaturanfrage abschließen'));
      expect(scope.textContent).to.contain(
        'Signieren Sie die Nachricht in einer anderen Ethereum-Wallet, um zu bestätigen, dass die Wallet Ihnen gehört. Das Signieren ist kostenlos und sendet keine Transaktion.',
      );
      (await waitFor(() => held.sign))();

      await waitFor(() => byText(scope, 'h2', 'Anmeldung erfolgreich'));
      expect(scope.textContent).to.contain('Sie sind mit Ihrer Krypto-Wallet angemeldet.');
      expect(scope.textContent).to.not.contain('Success');
    });

    it('locale="de": a refused connection is told in German, on screen and in court-error; Zurück returns to Main', async () => {
      const errors = recordEvents('court-error');
      const wallet = ethereumWallet();
      wallet.refuseConnect = true;
      (window as unknown as { ethereum: unknown }).ethereum = wallet.provider;
      const element = await mount({ config, attributes: { locale: 'de' } });
      const scope = root(element);
      (await walletButton(scope)).click();

      await waitFor(() => byText(scope, 'h2', 'Leider ist ein Fehler aufgetreten.'));
      const alert = scope.querySelector('[role="alert"]')!;
      expect(alert.textContent).to.equal('Verbindung zur Wallet fehlgeschlagen');
      const error = await waitFor(() => errors.find((event) => event.detail.code === 'wallet_connect_failed'));
      expect(error.detail.message).to.equal('Verbindung zur Wallet fehlgeschlagen');
      expect(byText(scope, 'button', 'Erneut versuchen')).to.exist;
      byText<HTMLButtonElement>(scope, 'button', '← Zurück')!.click();
      await walletButton(scope);
    });

    it('locale="ar": the back arrow points right, to where the text starts', async () => {
      heldWallet();
      const element = await mount({ config, attributes: { locale: 'ar' } });
      const scope = root(element);
      const button = await waitFor(() =>
        byText<HTMLButtonElement>(scope, '[part~="wallet-button"]', 'المتابعة باستخدام محفظة Ethereum أخرى'),
      );
      expect(scope.querySelector('.court-root')?.getAttribute('dir')).to.equal('rtl');
      button.click();
      const cancel = await waitFor(() => byText<HTMLButtonElement>(scope, 'button', '← إلغاء'));
      const arrow = cancel.querySelector('[aria-hidden="true"]')!;
      // Mirrored: the arrow's box stands at the start (the right) of the link, its drawing flipped.
      expect(getComputedStyle(arrow).scale).to.equal('-1 1');
      expect(arrow.getBoundingClientRect().right).to.be.closeTo(cancel.getBoundingClientRect().right, 12);
    });
  });
}
