// The button slot rule (docs/specification.md#wallets) with 0, 2 and 5 OAuth providers and 1, 3 and 7 detected
// wallets, the Crypto Other and Crypto Setup Wallet screens, a wallet announced after the first
// paint, and axe on every crypto screen, in Shadow and light DOM.
import { expect } from 'chai';
import axe from 'axe-core';
import { byText, cleanup, mount, resetProvider, root, waitFor } from './support/element.ts';
import {
  announce,
  ethereumWallet,
  injectWallets,
  registerStandardWallet,
  removeInjectedWallets,
} from './support/wallets.ts';

const SEVEN = ['Phantom', 'Vessel', 'Binance', 'Coinbase', 'Metamask', 'Other Ethereum Wallet', 'Other Solana Wallet'];
const OAUTH = ['google', 'github', 'microsoft', 'apple', 'discord'];

const config = (oauth: number, enableShadowDOM: boolean) => ({
  products: oauth > 0 ? ['oauth', 'crypto'] : ['crypto'],
  ...(oauth > 0 ? { oauthOptions: { providers: OAUTH.slice(0, oauth).map((type) => ({ type })) } } : {}),
  enableShadowDOM,
});

const walletLabels = (scope: ParentNode) =>
  [...scope.querySelectorAll('[part~="wallet-button"]')].map((button) => button.textContent?.trim());

const PAGE_RULES = {
  region: { enabled: false },
  'landmark-one-main': { enabled: false },
  'page-has-heading-one': { enabled: false },
};

async function violations(element: HTMLElement): Promise<string[]> {
  const results = await axe.run(element, { rules: PAGE_RULES, resultTypes: ['violations'] });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );
}

/** Expected main-screen wallet buttons: wallets in the free slots, then the kept slot (a lone extra wallet takes it). */
function expected(oauth: number, wallets: number): { buttons: string[]; setupLink: boolean } {
  const free = 5 - oauth;
  const detected = SEVEN.slice(0, wallets);
  if (detected.length === free + 1)
    return { buttons: detected.map((name) => `Continue with ${name}`), setupLink: false };
  if (detected.length > free) {
    return {
      buttons: [...detected.slice(0, free).map((name) => `Continue with ${name}`), 'Continue with other Crypto Wallet'],
      setupLink: false,
    };
  }
  return { buttons: detected.map((name) => `Continue with ${name}`), setupLink: true };
}

for (const enableShadowDOM of [true, false]) {
  describe(`<court-login> wallet slots (${enableShadowDOM ? 'shadow' : 'light'} DOM)`, () => {
    beforeEach(resetProvider);
    afterEach(() => {
      cleanup();
      removeInjectedWallets();
    });

    for (const oauth of [0, 2, 5]) {
      for (const wallets of [1, 3, 7]) {
        it(`${oauth} OAuth providers and ${wallets} wallets`, async () => {
          injectWallets(wallets);
          const element = await mount({ config: config(oauth, enableShadowDOM) });
          const scope = root(element);
          const want = expected(oauth, wallets);
          await waitFor(() => walletLabels(scope).length === want.buttons.length);
          expect(walletLabels(scope)).to.deep.equal(want.buttons);
          expect(scope.querySelectorAll('[part~="oauth-button"]').length).to.equal(oauth);
          expect(Boolean(byText(scope, 'button', 'Set up a new crypto wallet'))).to.equal(want.setupLink);
          // Six slots in all: OAuth buttons, wallet buttons and the kept slot.
          expect(oauth + want.buttons.length + (want.setupLink ? 1 : 0)).to.be.at.most(6);
        });
      }
    }

    it('no wallet: only the set-up link, which opens Crypto Setup Wallet with new-tab links and a way back', async () => {
      const element = await mount({ config: config(2, enableShadowDOM) });
      const scope = root(element);
      (await waitFor(() => byText<HTMLButtonElement>(scope, 'button', 'Set up a new crypto wallet'))).click();
      const heading = await waitFor(() => byText(scope, 'h2', 'Set up a new crypto wallet'));
      await waitFor(() => (element.shadowRoot ?? document).activeElement === heading);
      const links = [...scope.querySelectorAll<HTMLAnchorElement>('a')];
      expect(links.map((link) => link.textContent)).to.deep.equal(
        ['Phantom', 'Metamask', 'Coinbase', 'Binance', 'Vessel'].map((name) => `Get ${name} (opens in a new tab)`),
      );
      for (const link of links) {
        expect(link.target).to.equal('_blank');
        expect(link.rel).to.equal('noopener noreferrer');
        expect(link.href).to.match(/^https:\/\//);
      }
      expect(await violations(element)).to.deep.equal([]);
      byText<HTMLButtonElement>(scope, 'button', '← Back')!.click();
      await waitFor(() => byText(scope, 'button', 'Continue with Google'));
    });

    it('more wallets than slots: Crypto Other lists all seven, and a wallet chosen there connects', async () => {
      injectWallets(7);
      const element = await mount({ config: config(2, enableShadowDOM) });
      const scope = root(element);
      expect(await violations(element)).to.deep.equal([]);
      (await waitFor(() => byText<HTMLButtonElement>(scope, 'button', 'Continue with other Crypto Wallet'))).click();
      await waitFor(() => byText(scope, 'h2', 'Other crypto wallets'));
      expect(walletLabels(scope)).to.deep.equal(SEVEN.map((name) => `Continue with ${name}`));
      expect(await violations(element)).to.deep.equal([]);
      byText<HTMLButtonElement>(scope, 'button', '← Back')!.click();
      (await waitFor(() => byText<HTMLButtonElement>(scope, 'button', 'Continue with other Crypto Wallet'))).click();
      (
        await waitFor(() =>
          byText<HTMLButtonElement>(scope, '[part~="wallet-button"]', 'Continue with Other Solana Wallet'),
        )
      ).click();
      await waitFor(() => byText(scope, 'h2', 'Success'));
      expect(await violations(element)).to.deep.equal([]);
    });

    it('axe finds nothing on Crypto Connect, Crypto Sign Message and Crypto Error', async () => {
      const wallet = ethereumWallet();
      let answer: (() => void) | undefined;
      const request = wallet.provider.request;
      wallet.provider.request = async (args) => {
        if (args.method === 'eth_requestAccounts' || args.method === 'personal_sign')
          await new Promise<void>((resolve) => (answer = resolve));
        if (args.method === 'personal_sign')
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        return request(args);
      };
      (window as unknown as { ethereum: unknown }).ethereum = wallet.provider;
      const element = await mount({ config: config(0, enableShadowDOM) });
      const scope = root(element);
      (await waitFor(() => byText<HTMLButtonElement>(scope, 'button', 'Continue with Other Ethereum Wallet'))).click();
      await waitFor(() => byText(scope, 'h2', 'Connecting to Other Ethereum Wallet...'));
      expect(await violations(element)).to.deep.equal([]);
      const connect = await waitFor(() => answer);
      answer = undefined;
      connect();
      await waitFor(() => byText(scope, 'h2', 'Complete signature request'));
      expect(await violations(element)).to.deep.equal([]);
      (await waitFor(() => answer))();
      await waitFor(() => byText(scope, 'h2', 'Looks like there was an error!'));
      expect(await violations(element)).to.deep.equal([]);
    });
  });
}

// Last: an announcement cannot be taken back, so later tests on this page would see the wallet.
describe('<court-login> a wallet announced after the first paint', () => {
  afterEach(cleanup);

  it('is added to the buttons, with its announced icon', async () => {
    const element = await mount({ config: config(0, true) });
    const scope = root(element);
    await waitFor(() => byText(scope, 'button', 'Set up a new crypto wallet'));
    expect(walletLabels(scope)).to.deep.equal([]);
    const icon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4" fill="blue"/></svg>')}`;
    announce(ethereumWallet(), { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', icon });
    const button = await waitFor(() => byText(scope, '[part~="wallet-button"]', 'Continue with Coinbase'));
    expect(button.querySelector('img')!.getAttribute('src')).to.equal(icon);
    expect(
      byText(scope, 'button', 'Set up a new crypto wallet') !== undefined,
      'the "Set up a new crypto wallet" link',
    ).to.equal(true);
  });

  it('a Solana wallet registered through the Wallet Standard is added, and signs in', async () => {
    const element = await mount({ config: config(0, true) });
    const scope = root(element);
    await waitFor(() => byText(scope, 'button', 'Set up a new crypto wallet'));
    const icon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4" fill="gold"/></svg>')}`;
    const wallet = registerStandardWallet('Solflare', icon);
    const button = await waitFor(() =>
      byText<HTMLButtonElement>(scope, '[part~="wallet-button"]', 'Continue with Solflare'),
    );
    expect(button.querySelector('img')!.getAttribute('src')).to.equal(icon);
    button.click();
    await waitFor(() => byText(scope, 'h2', 'Success'));
    expect(wallet.signed[0]).to.contain(`sign in with your Solana account:\n${wallet.address}`);
  });

  it('an announcement that is not an image icon or has no provider is handled safely', async () => {
    const element = await mount({ config: config(0, false) });
    const scope = root(element);
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid: 'x', rdns: 'io.metamask', name: 'MetaMask' } },
      }),
    );
    announce(ethereumWallet(), { name: 'Shady <b>Wallet</b>', rdns: 'com.example.shady', icon: 'javascript:alert(1)' });
    const button = await waitFor(() => byText(scope, '[part~="wallet-button"]', 'Continue with Shady <b>Wallet</b>'));
    expect(button.querySelector('b') === null, 'the name as text, no bold element').to.equal(true);
    expect(button.querySelector('img') === null, 'no image from a javascript: icon').to.equal(true);
    expect(button.querySelector('svg') !== null, 'the generic wallet mark').to.equal(true);
    expect(
      byText(scope, '[part~="wallet-button"]', 'Continue with Metamask') === undefined,
      'no button for the announcement without a provider',
    ).to.equal(true);
  });
});
