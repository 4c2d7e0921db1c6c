// Sign-In With Ethereum: when the project's bootstrap asks for it, the widget sends siwe_params
// (this page's origin and the wallet's chain) and the wallet signs the EIP-4361 message. A file of
// its own: the project settings are read once per page.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { byText, cleanup, mount, recordEvents, resetProvider, root, waitFor } from './support/element.ts';
import { ethereumWallet, injectPhantom, removeInjectedWallets } from './support/wallets.ts';

describe('<court-login> Sign-In With Ethereum', () => {
  before(async () => {
    await resetProvider();
    await executeServerCommand('provider-bootstrap', { siwe_required_for_crypto_wallets: true });
  });
  after(resetProvider);
  afterEach(() => {
    cleanup();
    removeInjectedWallets();
  });

  it("signs the EIP-4361 message for this origin and the wallet's chain", async () => {
    const wallet = ethereumWallet({ isMetaMask: true }, { chainId: '0x89' });
    (window as unknown as { ethereum: unknown }).ethereum = wallet.provider;
    const events = recordEvents('court-success');
    const element = await mount({ config: { products: ['crypto'] } });
    const scope = root(element);
    (await waitFor(() => byText<HTMLButtonElement>(scope, 'button', 'Continue with Metamask'))).click();
    await waitFor(() => byText(scope, 'h2', 'Success'));
    const message = wallet.signed[0]!;
    expect(message).to.match(
      new RegExp(`^${location.host} wants you to sign in with your Ethereum account:\\n${wallet.address}\\n`),
    );
    expect(message).to.contain(`\nURI: ${location.origin}`);
    expect(message).to.contain('\nChain ID: 137\n');
    expect((await waitFor(() => events[0])).detail.method).to.equal('crypto');
  });

  it('leaves Solana wallets with the plain message', async () => {
    const phantom = injectPhantom();
    const element = await mount({ config: { products: ['crypto'] } });
    const scope = root(element);
    (await waitFor(() => byText<HTMLButtonElement>(scope, 'button', 'Continue with Phantom'))).click();
    await waitFor(() => byText(scope, 'h2', 'Success'));
    expect(phantom.signed[0]).to.contain('sign in with your Solana account:');
  });
});
