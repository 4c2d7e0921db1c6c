// Solana wallets that register through the Wallet Standard (`wallet-standard:register-wallet`,
// answered by `wallet-standard:app-ready`), adapted to the Solana adapter shape the widget uses.
// Ethereum wallets are found through EIP-6963 instead.
import { isObjectLike, ownName, safeIcon, type SolanaProvider } from './wallet-types.ts';

export interface Registered {
  /** Phantom, or the wallet's own name (Other Solana Wallet when it gives none fit to show). */
  name: string;
  provider: SolanaProvider;
  icon?: string;
}

type Loose = Record<string, unknown>;

function feature(wallet: Loose, name: string, method: string): ((...args: unknown[]) => Promise<unknown>) | undefined {
  const features = wallet.features;
  const entry = isObjectLike(features) ? features[name] : undefined;
  const call = isObjectLike(entry) ? entry[method] : undefined;
  return typeof call === 'function' ? (...args: unknown[]) => Promise.resolve(call.apply(entry, args)) : undefined;
}

/** A registered wallet the widget can sign in with, or undefined (not Solana, or no message signing). */
export function readStandardWallet(wallet: unknown): Registered | undefined {
  if (!isObjectLike(wallet) || typeof wallet.name !== 'string') return undefined;
  const chains = Array.isArray(wallet.chains) ? wallet.chains : [];
  if (!chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))) return undefined;
  const connect = feature(wallet, 'standard:connect', 'connect');
  const signMessage = feature(wallet, 'solana:signMessage', 'signMessage');
  if (!connect || !signMessage) return undefined;
  let account: Loose | undefined;
  const provider: SolanaProvider = {
    async connect() {
      const answer = await connect();
      const accounts =
        isObjectLike(answer) && Array.isArray(answer.accounts) ? answer.accounts.filter(isObjectLike) : [];
      account = accounts.find((item) => typeof item.address === 'string');
      if (!account) throw new Error('The wallet returned no account.');
      const address = account.address as string;
      return { publicKey: { toBase58: () => address } };
    },
    async signMessage(message) {
      if (!account) throw new Error('The wallet is not connected.');
      const outputs = await signMessage({ account, message });
      const first = Array.isArray(outputs) ? outputs[0] : undefined;
      return { signature: isObjectLike(first) ? first.signature : undefined };
    },
  };
  return {
    name: /^phantom$/i.test(wallet.name.trim()) ? 'Phantom' : ownName(wallet.name, 'Other Solana Wallet'),
    provider,
    icon: safeIcon(wallet.icon),
  };
}

/** Listens for registrations on `scope` and tells wallets already there that the app is ready. */
export function listenForStandardWallets(
  scope: Pick<EventTarget, 'addEventListener' | 'dispatchEvent'>,
  onWallet: (wallet: Registered) => void,
): void {
  const seen = new WeakSet<object>();
  const api = Object.freeze({
    register(...wallets: unknown[]) {
      for (const wallet of wallets) {
        if (!isObjectLike(wallet) || seen.has(wallet)) continue;
        seen.add(wallet);
        const usable = readStandardWallet(wallet);
        if (usable) onWallet(usable);
      }
      return () => {};
    },
  });
  scope.addEventListener('wallet-standard:register-wallet', (event) => {
    const callback = (event as CustomEvent<unknown>).detail;
    if (typeof callback !== 'function') return;
    try {
      callback(api);
    } catch (error) {
      console.warn('court-login: a wallet failed to register', error);
    }
  });
  scope.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
}
