// Which wallets a <court-login> offers from its very first paint: a wallet announced by EIP-6963
// before the element appeared shows its announced icon at once, and a wallet removed after an
// earlier element left is never offered by the next one, not even for a moment.
// The icon test must come first in this page: it proves what the page's first look hears.
import { expect } from 'chai';
import { cleanup, resetProvider, providerUrl, PUBLIC_TOKEN, root, waitFor } from './support/element.ts';
import { announce, ethereumWallet, injectPhantom, removeInjectedWallets } from './support/wallets.ts';

const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="teal"/></svg>')}`;

interface Seen {
  label: string;
  icon: string | null;
}

/**
 * Appends a crypto <court-login> and records every wallet button it ever shows, from before its
 * first render: a MutationObserver on its root is in place before React renders into it.
 */
async function mountRecording(enableShadowDOM: boolean): Promise<{ element: HTMLElement; seen: Seen[][] }> {
  const element = document.createElement('court-login');
  element.setAttribute('public-token', PUBLIC_TOKEN);
  element.setAttribute('provider-url', await providerUrl());
  element.setAttribute('config', JSON.stringify({ products: ['crypto'], enableShadowDOM }));
  const seen: Seen[][] = [];
  const record = () => {
    const buttons = [...root(element).querySelectorAll('[part~="wallet-button"]')];
    if (buttons.length === 0) return;
    seen.push(
      buttons.map((button) => ({
        label: button.textContent?.trim() ?? '',
        icon: button.querySelector('img')?.getAttribute('src') ?? null,
      })),
    );
  };
  const observer = new MutationObserver(record);
  observer.observe(element, { childList: true, subtree: true, characterData: true, attributes: true });
  document.body.append(element);
  if (element.shadowRoot)
    observer.observe(element.shadowRoot, { childList: true, subtree: true, characterData: true, attributes: true });
  await waitFor(() => root(element).querySelector('.court-root'));
  return { element, seen };
}

describe('<court-login> wallets from the first paint', () => {
  beforeEach(resetProvider);
  afterEach(() => {
    cleanup();
    removeInjectedWallets();
  });

  it('a wallet announced before the element appeared shows its announced icon at once', async () => {
    // MetaMask announces itself and also injects window.ethereum, which carries no icon.
    announce(ethereumWallet(), { name: 'MetaMask', rdns: 'io.metamask', icon: ICON });
    (window as unknown as { ethereum: unknown }).ethereum = ethereumWallet({ isMetaMask: true }).provider;
    const { seen } = await mountRecording(true);
    await waitFor(() => seen.length > 0);
    expect(seen.flat()).to.deep.include({ label: 'Continue with Metamask', icon: ICON });
    expect(
      seen.every((buttons) => buttons.length === 1 && buttons[0]!.icon === ICON),
      JSON.stringify(seen),
    ).to.equal(true);
  });

  for (const enableShadowDOM of [true, false]) {
    it(`a wallet removed after an element left is not offered by the next one (${enableShadowDOM ? 'shadow' : 'light'} DOM)`, async () => {
      (window as unknown as { ethereum: unknown }).ethereum = ethereumWallet().provider;
      const first = await mountRecording(enableShadowDOM);
      await waitFor(() => first.seen.flat().some((button) => button.label === 'Continue with Other Ethereum Wallet'));
      cleanup();
      // The wallet extension is switched off, another one is switched on, and a new sign-in shows.
      delete (window as unknown as { ethereum?: unknown }).ethereum;
      injectPhantom();
      const second = await mountRecording(enableShadowDOM);
      await waitFor(() => second.seen.flat().some((button) => button.label === 'Continue with Phantom'));
      const labels = second.seen.map((buttons) => buttons.map((button) => button.label));
      expect(labels.flat(), JSON.stringify(labels)).to.not.include('Continue with Other Ethereum Wallet');
    });
  }
});
