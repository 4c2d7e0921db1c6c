// Wallet detection: the injected objects and flags, EIP-6963 reverse-DNS ids, merging, icons, and
// wallets that arrive late.
import { describe, expect, it } from 'vitest';
import {
  createWalletWatcher,
  injectedWallets,
  mergeWallets,
  readAnnouncement,
  safeIcon,
  walletOfRdns,
} from '../../../../src/products/crypto/wallets.ts';

/** The names of the wallets injected into `scope`, in the specified order (no EIP-6963 announcement yet). */
function detectWallets(scope: object): string[] {
  return mergeWallets([], injectedWallets(scope)).map((wallet) => wallet.name);
}
import { walletSlots } from '../../../../src/products/crypto/wallet-slots.ts';

const eth = (flags: object = {}) => ({ request: async () => null, ...flags });
const sol = (flags: object = {}) => ({ connect: async () => null, signMessage: async () => null, ...flags });

describe('wallet detection', () => {
  it.each([
    [{ phantom: { solana: sol({ isPhantom: true }) } }, ['Phantom']],
    [{ solana: sol({ isPhantom: true }) }, ['Phantom']],
    [{ solana: sol() }, ['Other Solana Wallet']],
    [{ vessel: eth() }, ['Vessel']],
    [{ ethereum: eth({ isVessel: true }) }, ['Vessel']],
    [{ BinanceChain: eth() }, ['Binance']],
    [{ ethereum: eth({ isBinance: true }) }, ['Binance']],
    [{ ethereum: eth({ isCoinbaseWallet: true }) }, ['Coinbase']],
    [{ coinbaseWalletExtension: eth() }, ['Coinbase']],
    [{ ethereum: eth({ isMetaMask: true }) }, ['Metamask']],
    [{ ethereum: eth({ isMetaMask: true, isBraveWallet: true }) }, ['Other Ethereum Wallet']],
    [{ ethereum: eth() }, ['Other Ethereum Wallet']],
    [{ ethereum: eth({ isPhantom: true }) }, []],
    [{ ethereum: eth({ isPhantom: true, isMetaMask: true }) }, []],
    [
      { ethereum: { ...eth(), providers: [eth({ isMetaMask: true }), eth({ isCoinbaseWallet: true })] } },
      ['Coinbase', 'Metamask'],
    ],
    [{}, []],
  ])('%j → %j', (scope, names) => {
    expect(detectWallets(scope)).toEqual(names);
  });

  it('lists all seven in the specified order', () => {
    const scope = {
      solana: sol(),
      ethereum: { providers: [eth({ isMetaMask: true }), eth(), eth({ isCoinbaseWallet: true })] },
      BinanceChain: eth(),
      vessel: eth(),
      phantom: { solana: sol({ isPhantom: true }) },
    };
    expect(detectWallets(scope)).toEqual([
      'Phantom',
      'Vessel',
      'Binance',
      'Coinbase',
      'Metamask',
      'Other Ethereum Wallet',
      'Other Solana Wallet',
    ]);
  });

  it.each([
    ['io.metamask', 'Metamask'],
    ['io.metamask.flask', 'Metamask'],
    ['com.coinbase.wallet', 'Coinbase'],
    ['com.binance.wallet', 'Binance'],
    ['app.phantom', 'Phantom'],
    ['io.vessel.wallet', 'Vessel'],
    ['io.rabby', 'Other Ethereum Wallet'],
    ['com.trustwallet.app', 'Other Ethereum Wallet'],
  ])('EIP-6963 rdns %s → %s', (rdns, name) => {
    expect(walletOfRdns(rdns)).toBe(name);
  });

  it('prefers the announced provider and icon, but Phantom keeps its Solana side', () => {
    const announced = eth();
    const solana = sol({ isPhantom: true });
    const merged = mergeWallets(
      [
        { uuid: '1', name: 'Metamask', provider: announced, icon: 'data:image/png;base64,AA' },
        { uuid: '2', name: 'Phantom', provider: eth(), icon: 'data:image/png;base64,BB' },
      ],
      injectedWallets({ ethereum: eth({ isMetaMask: true }), solana }),
    );
    expect(merged.map((wallet) => [wallet.name, wallet.chain, wallet.icon])).toEqual([
      ['Phantom', 'solana', 'data:image/png;base64,BB'],
      ['Metamask', 'ethereum', 'data:image/png;base64,AA'],
    ]);
    expect(merged[0]!.provider).toBe(solana);
    expect(merged[1]!.provider).toBe(announced);
  });

  it('lists a wallet announced under its own name by that name and icon, after the specified wallets, once', () => {
    const rabby = eth();
    const solflare = sol();
    const merged = mergeWallets(
      [
        { uuid: '1', name: 'Rabby Wallet', provider: rabby, icon: 'data:image/png;base64,RR' },
        { uuid: '2', name: 'Metamask', provider: eth(), icon: 'data:image/png;base64,MM' },
      ],
      // Rabby also injects itself as window.ethereum: listed once, under its announced name.
      injectedWallets({ ethereum: rabby, solana: sol({ isPhantom: true }) }),
      [{ name: 'Solflare', provider: solflare, icon: 'data:image/png;base64,SS' }],
    );
    expect(merged.map((wallet) => [wallet.name, wallet.chain, wallet.icon])).toEqual([
      ['Phantom', 'solana', undefined],
      ['Metamask', 'ethereum', 'data:image/png;base64,MM'],
      ['Rabby Wallet', 'ethereum', 'data:image/png;base64,RR'],
      ['Solflare', 'solana', 'data:image/png;base64,SS'],
    ]);
    expect(merged[2]!.provider).toBe(rabby);
    expect(merged[3]!.provider).toBe(solflare);
  });

  it.each([
    ['Rabby Wallet', 'Rabby Wallet'],
    ['  Trust   Wallet ', 'Trust Wallet'],
    ['', 'Other Ethereum Wallet'],
    [42, 'Other Ethereum Wallet'],
    ['x'.repeat(41), 'Other Ethereum Wallet'],
    ['Bad\u0007Name', 'Other Ethereum Wallet'],
    ['metamask', 'Other Ethereum Wallet'],
  ])('an announcement of an unlisted rdns named %j is listed as %j', (name, listed) => {
    const event = new CustomEvent('eip6963:announceProvider', {
      detail: { info: { uuid: 'u', rdns: 'io.example', name }, provider: eth() },
    });
    expect(readAnnouncement(event)?.name).toBe(listed);
  });

  it.each([
    ['data:image/svg+xml;base64,PHN2Zy8+', true],
    ['data:image/png;base64,AA', true],
    ['data:image/svg+xml,%3Csvg%2F%3E', true],
    ['javascript:alert(1)', false],
    ['https://example.com/icon.png', false],
    ['data:text/html,<b>x</b>', false],
    [42, false],
  ])('icon %j is shown: %s', (icon, shown) => {
    expect(safeIcon(icon) !== undefined).toBe(shown);
  });

  it('hears EIP-6963 announcements, asks for them once started, and notices objects injected later', () => {
    const target = new EventTarget();
    const scope = Object.assign(target, {}) as EventTarget & Record<string, unknown>;
    let asked = 0;
    target.addEventListener('eip6963:requestProvider', () => (asked += 1));
    const watcher = createWalletWatcher(scope);
    let changes = 0;
    watcher.subscribe(() => (changes += 1));
    expect(asked).toBe(1);
    expect(watcher.current()).toEqual([]);
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid: 'a', rdns: 'io.metamask', name: 'MetaMask', icon: '' }, provider: eth() },
      }),
    );
    expect(watcher.current().map((wallet) => wallet.name)).toEqual(['Metamask']);
    const before = watcher.current();
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info: { rdns: 'io.metamask' }, provider: {} } }),
    );
    expect(watcher.current()).toBe(before);
    scope.phantom = { solana: sol({ isPhantom: true }) };
    target.dispatchEvent(new Event('ethereum#initialized'));
    expect(watcher.current().map((wallet) => wallet.name)).toEqual(['Phantom', 'Metamask']);
    expect(changes).toBe(2);
    expect(watcher.find('Phantom')?.chain).toBe('solana');
  });

  it('read while nobody listens, it looks again: a wallet removed since the last listener left is gone', () => {
    const scope = new EventTarget() as EventTarget & Record<string, unknown>;
    scope.ethereum = eth();
    const watcher = createWalletWatcher(scope);
    const stop = watcher.subscribe(() => {});
    expect(watcher.current().map((wallet) => wallet.name)).toEqual(['Other Ethereum Wallet']);
    stop();
    delete scope.ethereum;
    scope.phantom = { solana: sol({ isPhantom: true }) };
    expect(watcher.current().map((wallet) => wallet.name)).toEqual(['Phantom']);
    expect(watcher.current()).toBe(watcher.current());
  });

  it('the first read asks for announcements, so a wallet that answers at once is listed with its icon', () => {
    const target = new EventTarget();
    const scope = target as EventTarget & Record<string, unknown>;
    scope.ethereum = eth({ isMetaMask: true });
    const detail = {
      info: { uuid: 'm', rdns: 'io.metamask', name: 'MetaMask', icon: 'data:image/png;base64,AA' },
      provider: eth(),
    };
    target.addEventListener('eip6963:requestProvider', () =>
      target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })),
    );
    const watcher = createWalletWatcher(scope);
    expect(watcher.current().map((wallet) => [wallet.name, wallet.icon])).toEqual([
      ['Metamask', 'data:image/png;base64,AA'],
    ]);
    expect(watcher.current()[0]!.provider).toBe(detail.provider);
  });
});

describe('wallet slots (6 in all: OAuth, wallets, one kept)', () => {
  const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  it.each([
    [0, 1, ['a'], 'setup'],
    [0, 3, ['a', 'b', 'c'], 'setup'],
    [0, 5, ['a', 'b', 'c', 'd', 'e'], 'setup'],
    [0, 7, ['a', 'b', 'c', 'd', 'e'], 'other'],
    [2, 1, ['a'], 'setup'],
    [2, 3, ['a', 'b', 'c'], 'setup'],
    [2, 7, ['a', 'b', 'c'], 'other'],
    [5, 0, [], 'setup'],
    [5, 7, [], 'other'],
    [9, 3, [], 'other'],
    // One wallet more than fits takes the kept slot: 'other wallets' never opens a list of one.
    [0, 6, ['a', 'b', 'c', 'd', 'e', 'f'], null],
    [2, 4, ['a', 'b', 'c', 'd'], null],
    [5, 1, ['a'], null],
    [5, 2, [], 'other'],
  ])('%i OAuth, %i wallets → %j and %s', (oauth, count, shown, kept) => {
    expect(walletSlots(oauth, seven.slice(0, count))).toEqual({ shown, kept });
  });
});

describe('Wallet Standard registrations', () => {
  const standard = (name: string, chains: string[], features: Record<string, unknown>) => ({
    name,
    chains,
    icon: 'data:image/png;base64,AA',
    features,
  });
  const solanaFeatures = {
    'standard:connect': { connect: async () => ({ accounts: [{ address: 'So1anaAddre55' }] }) },
    'solana:signMessage': { signMessage: async () => [{ signature: new Uint8Array([1, 2, 3]) }] },
  };

  it('adds Solana wallets registered before and after the widget started; ignores others', () => {
    const target = new EventTarget();
    // A wallet that loaded first waits for app-ready.
    target.addEventListener('wallet-standard:app-ready', (event) => {
      (event as CustomEvent<{ register: (wallet: unknown) => void }>).detail.register(
        standard('Phantom', ['solana:mainnet'], solanaFeatures),
      );
    });
    const watcher = createWalletWatcher(target);
    watcher.subscribe(() => {});
    expect(watcher.current().map((wallet) => [wallet.name, wallet.chain, wallet.icon])).toEqual([
      ['Phantom', 'solana', 'data:image/png;base64,AA'],
    ]);
    const register = (wallet: unknown) =>
      target.dispatchEvent(
        new CustomEvent('wallet-standard:register-wallet', {
          detail: ({ register: add }: { register: (w: unknown) => void }) => add(wallet),
        }),
      );
    register(standard('Ethereum Only', ['eip155:1'], solanaFeatures));
    register(standard('No Signing', ['solana:mainnet'], { 'standard:connect': solanaFeatures['standard:connect'] }));
    expect(watcher.current().map((wallet) => wallet.name)).toEqual(['Phantom']);
    register(standard('Solflare', ['solana:mainnet'], solanaFeatures));
    expect(watcher.current().map((wallet) => wallet.name)).toEqual(['Phantom', 'Solflare']);
    register(standard('', ['solana:mainnet'], solanaFeatures));
    expect(watcher.current().map((wallet) => wallet.name)).toEqual(['Phantom', 'Other Solana Wallet', 'Solflare']);
  });

  it('adapts connect and signMessage', async () => {
    const target = new EventTarget();
    const watcher = createWalletWatcher(target);
    watcher.subscribe(() => {});
    target.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: ({ register }: { register: (w: unknown) => void }) =>
          register(standard('Backpack', ['solana:mainnet'], solanaFeatures)),
      }),
    );
    const wallet = watcher.find('Backpack')!;
    if (wallet.chain !== 'solana') throw new Error('expected Solana');
    const connected = (await wallet.provider.connect()) as { publicKey: { toBase58(): string } };
    expect(connected.publicKey.toBase58()).toBe('So1anaAddre55');
    expect(await wallet.provider.signMessage(new Uint8Array([9]))).toEqual({ signature: new Uint8Array([1, 2, 3]) });
  });
});
