// Which crypto wallets the browser offers (docs/specification.md#wallets: only detected wallets are listed), found the
// ways wallets announce themselves: EIP-6963 (`eip6963:announceProvider`, answering
// `eip6963:requestProvider`), the Wallet Standard for Solana wallets (wallet-standard.ts), and the
// older injected objects and flags. Wallets that arrive after the first paint are added:
// announcements and registrations are heard at any time, and the injected objects are looked at
// again when MetaMask says it is ready, when the page has loaded, and a few times early on.
import { listenForStandardWallets, type Registered } from './wallet-standard.ts';
import {
  isObjectLike,
  ownName,
  safeIcon,
  WALLETS,
  type DetectedWallet,
  type EthereumProvider,
  type SolanaProvider,
  type Wallet,
} from './wallet-types.ts';

export { WALLETS, safeIcon };
export type { DetectedWallet, EthereumProvider, SolanaProvider, Wallet } from './wallet-types.ts';

type Flags = Record<string, unknown>;

/** Flags that name an Ethereum wallet; MetaMask's is copied by many others, so it counts only alone. */
const BRAND_FLAGS = [
  'isCoinbaseWallet',
  'isBinance',
  'isVessel',
  'isPhantom',
  'isBraveWallet',
  'isRabby',
  'isTrust',
  'isTrustWallet',
  'isOkxWallet',
  'isZerion',
  'isFrame',
];

function isEthereumProvider(value: unknown): value is EthereumProvider & Flags {
  return isObjectLike(value) && typeof value.request === 'function';
}

function isSolanaProvider(value: unknown): value is SolanaProvider & Flags {
  return isObjectLike(value) && typeof value.connect === 'function' && typeof value.signMessage === 'function';
}

/** Which named wallet an injected Ethereum provider is, by its flags. */
function ethereumName(provider: Flags): Wallet {
  if (provider.isVessel) return 'Vessel';
  if (provider.isBinance) return 'Binance';
  if (provider.isCoinbaseWallet) return 'Coinbase';
  if (provider.isMetaMask && !BRAND_FLAGS.some((flag) => provider[flag])) return 'Metamask';
  return 'Other Ethereum Wallet';
}

/** Which named wallet an EIP-6963 announcement is, by its reverse-DNS id. */
export function walletOfRdns(rdns: string): Wallet {
  const id = rdns.toLowerCase();
  if (id === 'app.phantom' || id.startsWith('app.phantom.')) return 'Phantom';
  if (id.includes('vessel')) return 'Vessel';
  if (id === 'com.binance.wallet' || id.startsWith('com.binance')) return 'Binance';
  if (id === 'com.coinbase.wallet' || id.startsWith('com.coinbase')) return 'Coinbase';
  if (id === 'io.metamask' || id.startsWith('io.metamask.')) return 'Metamask';
  return 'Other Ethereum Wallet';
}

/** The wallets the page's injected objects show, in no particular order; the first of a name wins. */
export function injectedWallets(scope: object): DetectedWallet[] {
  const global = scope as Flags;
  const found: DetectedWallet[] = [];
  const phantom = isObjectLike(global.phantom) ? global.phantom.solana : undefined;
  if (isSolanaProvider(phantom)) found.push({ name: 'Phantom', chain: 'solana', provider: phantom });
  const solana = global.solana;
  if (isSolanaProvider(solana))
    found.push({ name: solana.isPhantom ? 'Phantom' : 'Other Solana Wallet', chain: 'solana', provider: solana });
  if (isEthereumProvider(global.vessel)) found.push({ name: 'Vessel', chain: 'ethereum', provider: global.vessel });
  if (isEthereumProvider(global.BinanceChain))
    found.push({ name: 'Binance', chain: 'ethereum', provider: global.BinanceChain });
  if (isEthereumProvider(global.coinbaseWalletExtension))
    found.push({ name: 'Coinbase', chain: 'ethereum', provider: global.coinbaseWalletExtension });
  const ethereum = global.ethereum;
  if (isObjectLike(ethereum)) {
    // Several extensions at once put their providers in `ethereum.providers`.
    const providers =
      Array.isArray(ethereum.providers) && ethereum.providers.length > 0 ? ethereum.providers : [ethereum];
    for (const provider of providers) {
      // A flagged object without `request` is still listed: connecting to it then fails and says so.
      // Phantom's Ethereum side is not listed: the Phantom button signs in with its Solana account.
      if (!isObjectLike(provider) || provider.isPhantom) continue;
      found.push({
        name: ethereumName(provider),
        chain: 'ethereum',
        provider: provider as unknown as EthereumProvider,
      });
    }
  }
  return found;
}

interface Announced {
  uuid: string;
  /** A specified wallet, or the wallet's own name. */
  name: string;
  provider: EthereumProvider;
  icon?: string;
}

/** Reads an `eip6963:announceProvider` event; anything malformed is ignored. */
export function readAnnouncement(event: Event): Announced | undefined {
  const detail = (event as CustomEvent<unknown>).detail;
  if (!isObjectLike(detail) || !isObjectLike(detail.info) || !isEthereumProvider(detail.provider)) return undefined;
  const { uuid, rdns, icon, name } = detail.info;
  if (typeof uuid !== 'string' || typeof rdns !== 'string') return undefined;
  const known = walletOfRdns(rdns);
  return {
    uuid,
    name: known === 'Other Ethereum Wallet' ? ownName(name, known) : known,
    provider: detail.provider,
    icon: safeIcon(icon),
  };
}

/**
 * One wallet per name: the specified wallets in their order (docs/specification.md#wallets), then the wallets announced or registered
 * under their own names, as they came. Ethereum: an EIP-6963 announcement wins over an injected
 * object (an injected provider that is also announced is listed once, under the announced name).
 * Solana (Phantom, Other Solana Wallet): the injected object wins over a Wallet Standard registration,
 * which wins over Phantom's announced Ethereum side. An announced or registered icon is kept.
 */
export function mergeWallets(
  announced: readonly Announced[],
  injected: readonly DetectedWallet[],
  registered: ReadonlyArray<{ name: string; provider: SolanaProvider; icon?: string }> = [],
): DetectedWallet[] {
  const announcedProviders = new Set<unknown>(announced.map((wallet) => wallet.provider));
  const local = injected.filter((wallet) => !announcedProviders.has(wallet.provider));
  const listed = WALLETS.flatMap((name): DetectedWallet[] => specWallet(name, announced, local, registered));
  const named = [
    ...announced.map((wallet): DetectedWallet => ({
      name: wallet.name,
      chain: 'ethereum',
      provider: wallet.provider,
      icon: wallet.icon,
    })),
    ...registered.map((wallet): DetectedWallet => ({
      name: wallet.name,
      chain: 'solana',
      provider: wallet.provider,
      icon: wallet.icon,
    })),
  ];
  for (const wallet of named) {
    if (!listed.some((known) => known.name === wallet.name)) listed.push(wallet);
  }
  return listed;
}

/** The specified wallet of this name, if one was found, from whichever signal wins for it. */
function specWallet(
  name: Wallet,
  announced: readonly Announced[],
  injected: readonly DetectedWallet[],
  registered: ReadonlyArray<{ name: string; provider: SolanaProvider; icon?: string }>,
): DetectedWallet[] {
  const heard = announced.find((wallet) => wallet.name === name);
  const local = injected.find((wallet) => wallet.name === name);
  const standard = registered.find((wallet) => wallet.name === name);
  const icon = heard?.icon ?? standard?.icon ?? local?.icon;
  if (local?.chain === 'solana') return [{ ...local, icon }];
  if (standard) return [{ name, chain: 'solana', provider: standard.provider, icon }];
  if (heard) return [{ name, chain: 'ethereum', provider: heard.provider, icon: heard.icon }];
  return local ? [local] : [];
}

export interface WalletWatcher {
  /** The wallets found so far, looked at again when nobody listens; the same array until something changes. Never notifies. */
  current(): readonly DetectedWallet[];
  /** Called whenever the list changes; the first subscriber or reader starts the listening. */
  subscribe(listener: () => void): () => void;
  /** Looks at the injected objects again. */
  refresh(): void;
  find(name: string): DetectedWallet | undefined;
}

/** Times after the first subscription when the injected objects are looked at again. */
const RESCANS_MS = [250, 1000, 3000];

export function createWalletWatcher(
  scope: object & Partial<Pick<EventTarget, 'addEventListener' | 'dispatchEvent'>>,
): WalletWatcher {
  const announced: Announced[] = [];
  const registered: Registered[] = [];
  const listeners = new Set<() => void>();
  let snapshot: readonly DetectedWallet[] = mergeWallets([], injectedWallets(scope));
  let started = false;

  function refresh() {
    const next = mergeWallets(announced, injectedWallets(scope), registered);
    const same =
      next.length === snapshot.length &&
      next.every(
        (wallet, index) =>
          wallet.name === snapshot[index]?.name &&
          wallet.provider === snapshot[index]?.provider &&
          wallet.icon === snapshot[index]?.icon,
      );
    if (same) return;
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  function start() {
    started = true;
    if (typeof scope.addEventListener !== 'function') return;
    scope.addEventListener('eip6963:announceProvider', (event) => {
      const wallet = readAnnouncement(event);
      if (!wallet) return;
      const index = announced.findIndex((known) => known.uuid === wallet.uuid);
      if (index >= 0) announced[index] = wallet;
      else announced.push(wallet);
      refresh();
    });
    if (typeof scope.dispatchEvent === 'function') {
      listenForStandardWallets(scope as EventTarget, (wallet) => {
        registered.push(wallet);
        refresh();
      });
    }
    scope.addEventListener('ethereum#initialized', refresh);
    scope.addEventListener('load', refresh);
    for (const delay of RESCANS_MS) setTimeout(refresh, delay);
    scope.dispatchEvent?.(new Event('eip6963:requestProvider'));
  }

  return {
    // While nobody listens, nothing keeps the list up to date (a wallet may have been removed since
    // the last widget left), so a reader then starts listening, which hears the announcements that
    // answer at once, and looks again. Nobody is told, nobody listening; an unchanged list is the
    // same array, so React may read it while rendering. A subscriber looks again on subscribing.
    current() {
      if (listeners.size === 0) {
        if (!started) start();
        refresh();
      }
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!started) start();
      refresh();
      return () => listeners.delete(listener);
    },
    refresh,
    find(name) {
      if (!started) start();
      refresh();
      return snapshot.find((wallet) => wallet.name === name);
    },
  };
}

let pageWatcher: WalletWatcher | undefined;

/** The watcher of this page's wallets, shared by every widget on it. */
export function pageWallets(): WalletWatcher {
  pageWatcher ??= createWalletWatcher(globalThis);
  return pageWatcher;
}
