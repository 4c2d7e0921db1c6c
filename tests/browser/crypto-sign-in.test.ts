// Signing in with crypto wallets against the local provider, which checks the signatures for real:
// Metamask announced by EIP-6963, Phantom injected the legacy way, refusals and provider errors.
import { expect } from 'chai';
import { byText, cleanup, mount, recordEvents, resetProvider, root, waitFor } from './support/element.ts';
import {
  announce,
  ethereumWallet,
  injectPhantom,
  removeInjectedWallets,
  type EthereumWallet,
} from './support/wallets.ts';

const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="orange"/></svg>')}`;

// One announced Metamask for the whole page: EIP-6963 announcements cannot be taken back.
const metamask: EthereumWallet = ethereumWallet();
announce(metamask, { name: 'MetaMask', rdns: 'io.metamask', icon: ICON });

const walletButton = (scope: ParentNode, name: string) =>
  waitFor(() => byText<HTMLButtonElement>(scope, '[part~="wallet-button"]', `Continue with ${name}`));

function hasSessionCookie(): boolean {
  return document.cookie.split('; ').some((cookie) => cookie.startsWith('stytch_session='));
}

function clearSessionCookies(): void {
  for (const name of ['stytch_session', 'stytch_session_jwt']) document.cookie = `${name}=; path=/; max-age=0`;
}

for (const enableShadowDOM of [true, false]) {
  describe(`<court-login> crypto wallets (${enableShadowDOM ? 'shadow' : 'light'} DOM)`, () => {
    beforeEach(async () => {
      await resetProvider();
      clearSessionCookies();
      metamask.refuseConnect = false;
      metamask.refuseSign = false;
    });
    afterEach(() => {
      cleanup();
      removeInjectedWallets();
    });

    const config = { products: ['crypto'], enableShadowDOM };

    it('signs in with Metamask announced by EIP-6963: exact challenge signed, session stored, court-success', async () => {
      const events = recordEvents('court-success');
      // MetaMask also injects window.ethereum: one button all the same, the announced one.
      (window as unknown as { ethereum: unknown }).ethereum = ethereumWallet({ isMetaMask: true }).provider;
      const element = await mount({ config });
      expect(element.shadowRoot === null).to.equal(!enableShadowDOM);
      const scope = root(element);
      const button = await walletButton(scope, 'Metamask');
      expect(scope.querySelectorAll('[part~="wallet-button"]').length).to.equal(1);
      expect(button.querySelector('img')?.getAttribute('src')).to.equal(ICON);
      expect(button.querySelector('img')?.getAttribute('alt')).to.equal('');
      const signedBefore = metamask.signed.length;
      button.click();
      await waitFor(() => byText(scope, 'h2', 'Success'));
      expect(scope.textContent).to.contain('You are signed in with your crypto wallet.');
      const challenge = metamask.signed[signedBefore]!;
      expect(challenge).to.contain(`sign in with your Ethereum account:\n${metamask.address}`);
      const success = await waitFor(() => events.at(-1));
      expect(success.detail.method).to.equal('crypto');
      expect(success.detail.user.crypto_wallets[0].crypto_wallet_address.toLowerCase()).to.equal(
        metamask.address.toLowerCase(),
      );
      expect(success.detail.session.authentication_factors[0].type).to.equal('crypto');
      expect(JSON.stringify(success.detail)).to.not.contain('session_token');
      expect(hasSessionCookie()).to.equal(true);
    });

    it('signs in with Phantom injected as window.phantom.solana: signMessage, signature in base58', async () => {
      const phantom = injectPhantom();
      const events = recordEvents('court-success');
      const element = await mount({ config });
      const scope = root(element);
      const button = await walletButton(scope, 'Phantom');
      expect(
        button.querySelector('svg[aria-hidden="true"]') !== null,
        'a mark hidden from assistive technology',
      ).to.equal(true);
      button.click();
      await waitFor(() => byText(scope, 'h2', 'Success'));
      expect(phantom.signed).to.have.length(1);
      expect(phantom.signed[0]).to.contain(`sign in with your Solana account:\n${phantom.address}`);
      const success = await waitFor(() => events.at(-1));
      expect(success.detail.method).to.equal('crypto');
      expect(success.detail.user.crypto_wallets[0].crypto_wallet_address).to.equal(phantom.address);
      expect(hasSessionCookie()).to.equal(true);
    });

    it('shows Crypto Connect while the wallet asks, then Crypto Sign Message while it signs', async () => {
      let allowConnect: (() => void) | undefined;
      let allowSign: (() => void) | undefined;
      const slow = ethereumWallet();
      const request = slow.provider.request;
      slow.provider.request = async (args) => {
        if (args.method === 'eth_requestAccounts') await new Promise<void>((resolve) => (allowConnect = resolve));
        if (args.method === 'personal_sign') await new Promise<void>((resolve) => (allowSign = resolve));
        return request(args);
      };
      (window as unknown as { ethereum: unknown }).ethereum = slow.provider;
      const element = await mount({ config });
      const scope = root(element);
      (await walletButton(scope, 'Other Ethereum Wallet')).click();
      const heading = await waitFor(() => byText(scope, 'h2', 'Connecting to Other Ethereum Wallet...'));
      expect(scope.textContent).to.contain('Approve the connection in your wallet to continue.');
      await waitFor(() => (element.shadowRoot ?? document).activeElement === heading);
      (await waitFor(() => allowConnect))();
      await waitFor(() => byText(scope, 'h2', 'Complete signature request'));
      expect(scope.textContent).to.contain('Sign the message in Other Ethereum Wallet');
      (await waitFor(() => allowSign))();
      await waitFor(() => byText(scope, 'h2', 'Success'));
      expect(slow.signed).to.have.length(1);
    });

    it('a refused connection ends on Crypto Error with "Could not connect to wallet", and Back returns to Main', async () => {
      const errors = recordEvents('court-error');
      metamask.refuseConnect = true;
      const element = await mount({ config });
      const scope = root(element);
      (await walletButton(scope, 'Metamask')).click();
      await waitFor(() => byText(scope, 'h2', 'Looks like there was an error!'));
      expect(
        byText(scope, '[role="alert"]', 'Could not connect to wallet') !== undefined,
        'the alert "Could not connect to wallet"',
      ).to.equal(true);
      const refusal = await waitFor(() => errors.find((event) => event.detail.code === 'wallet_connect_failed'));
      expect(refusal.detail.message).to.equal('Could not connect to wallet');
      byText<HTMLButtonElement>(scope, 'button', '← Back')!.click();
      await walletButton(scope, 'Metamask');
    });

    it('a refused signature ends on Crypto Error with "Could not sign message"; Try again signs in', async () => {
      metamask.refuseSign = true;
      const element = await mount({ config });
      const scope = root(element);
      (await walletButton(scope, 'Metamask')).click();
      await waitFor(() => byText(scope, 'h2', 'Looks like there was an error!'));
      expect(
        byText(scope, '[role="alert"]', 'Could not sign message') !== undefined,
        'the alert "Could not sign message"',
      ).to.equal(true);
      metamask.refuseSign = false;
      byText<HTMLButtonElement>(scope, 'button', 'Try again')!.click();
      await waitFor(() => byText(scope, 'h2', 'Success'));
    });

    it('a provider error is shown as text under the specified message: a malformed address from the wallet', async () => {
      const errors = recordEvents('court-error');
      const broken = ethereumWallet({ isMetaMask: true }, { address: '0x1234' });
      (window as unknown as { ethereum: unknown }).ethereum = broken.provider;
      // The announced Metamask wins over window.ethereum, so this one is listed as its own wallet.
      delete (broken.provider as { isMetaMask?: boolean }).isMetaMask;
      const element = await mount({ config });
      const scope = root(element);
      (await walletButton(scope, 'Other Ethereum Wallet')).click();
      const alert = await waitFor(() => scope.querySelector('[role="alert"]'));
      expect(alert.textContent).to.contain('Could not connect to wallet');
      expect(alert.textContent).to.contain('An Ethereum address is 0x followed by 40 hexadecimal digits.');
      await waitFor(() => errors.find((event) => event.detail.code === 'invalid_crypto_wallet_address'));
    });

    it('a wallet that never answers can be left with Cancel', async () => {
      const stuck = ethereumWallet();
      stuck.provider.request = () => new Promise(() => {});
      (window as unknown as { ethereum: unknown }).ethereum = stuck.provider;
      const element = await mount({ config });
      const scope = root(element);
      (await walletButton(scope, 'Other Ethereum Wallet')).click();
      await waitFor(() => byText(scope, 'h2', 'Connecting to Other Ethereum Wallet...'));
      byText<HTMLButtonElement>(scope, 'button', '← Cancel')!.click();
      await walletButton(scope, 'Other Ethereum Wallet');
    });
  });
}
