// Test wallets injected into the page the way real ones are, signing with real keys: Ethereum
// wallets (EIP-1193, announced by EIP-6963 or injected as window.ethereum) through viem, Solana
// wallets (Phantom's adapter shape) through tweetnacl and bs58.
import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

type Global = Record<string, unknown> & Window;
const page = window as unknown as Global;

/** What a test wallet did, and the switches that make it refuse. */
export interface WalletLog {
  address: string;
  /** Every message it was asked to sign, as text. */
  signed: string[];
  refuseConnect: boolean;
  refuseSign: boolean;
}

const refusal = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

function hexToText(hex: string): string {
  const bytes = new Uint8Array((hex.slice(2).match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)));
  return new TextDecoder().decode(bytes);
}

export interface EthereumWallet extends WalletLog {
  provider: Record<string, unknown> & { request(args: { method: string; params?: unknown[] }): Promise<unknown> };
}

/** An EIP-1193 provider with a fresh secp256k1 key; `flags` such as { isMetaMask: true }. */
export function ethereumWallet(
  flags: Record<string, unknown> = {},
  options: { chainId?: string; address?: string } = {},
): EthereumWallet {
  const account = privateKeyToAccount(generatePrivateKey());
  const wallet: EthereumWallet = {
    address: options.address ?? account.address,
    signed: [],
    refuseConnect: false,
    refuseSign: false,
    provider: {
      ...flags,
      async request({ method, params = [] }: { method: string; params?: unknown[] }) {
        switch (method) {
          case 'eth_requestAccounts':
            if (wallet.refuseConnect) throw refusal();
            return [wallet.address];
          case 'eth_accounts':
            return [wallet.address];
          case 'eth_chainId':
            return options.chainId ?? '0x1';
          case 'personal_sign': {
            if (wallet.refuseSign) throw refusal();
            const [message, address] = params as [`0x${string}`, string];
            if (address.toLowerCase() !== account.address.toLowerCase()) throw new Error('Unknown account');
            wallet.signed.push(hexToText(message));
            return account.signMessage({ message: { raw: message } });
          }
          default:
            throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
        }
      },
    },
  };
  return wallet;
}

/** Announces `wallet` by EIP-6963 now and whenever the page asks again. */
export function announce(wallet: EthereumWallet, info: { name: string; rdns: string; icon?: string }): void {
  const detail = Object.freeze({
    info: Object.freeze({ uuid: crypto.randomUUID(), name: info.name, rdns: info.rdns, icon: info.icon ?? '' }),
    provider: wallet.provider,
  });
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', send);
  send();
}

export interface SolanaWallet extends WalletLog {
  provider: Record<string, unknown>;
}

/** A Solana wallet with a fresh ed25519 key in the adapter shape Phantom introduced. */
export function solanaWallet(flags: Record<string, unknown> = {}): SolanaWallet {
  const keys = nacl.sign.keyPair();
  const publicKey = { toBase58: () => bs58.encode(keys.publicKey), toBytes: () => keys.publicKey };
  const wallet: SolanaWallet = {
    address: bs58.encode(keys.publicKey),
    signed: [],
    refuseConnect: false,
    refuseSign: false,
    provider: {
      ...flags,
      publicKey: null as unknown,
      async connect() {
        if (wallet.refuseConnect) throw refusal();
        wallet.provider.publicKey = publicKey;
        return { publicKey };
      },
      async signMessage(message: Uint8Array) {
        if (wallet.refuseSign) throw refusal();
        wallet.signed.push(new TextDecoder().decode(message));
        return { signature: nacl.sign.detached(message, keys.secretKey), publicKey };
      },
    },
  };
  return wallet;
}

/** Phantom as it injects itself: window.phantom.solana and window.solana, flagged isPhantom. */
export function injectPhantom(): SolanaWallet {
  const wallet = solanaWallet({ isPhantom: true });
  page.phantom = { solana: wallet.provider };
  page.solana = wallet.provider;
  return wallet;
}

const INJECTED = ['ethereum', 'phantom', 'solana', 'vessel', 'BinanceChain', 'coinbaseWalletExtension'];

/** Removes every injected wallet object (EIP-6963 announcements cannot be taken back). */
export function removeInjectedWallets(): void {
  for (const name of INJECTED) delete page[name];
}

/**
 * The first `count` of the seven specified wallets, injected the legacy way: Phantom, Vessel, Binance,
 * Coinbase, Metamask (the last three in window.ethereum.providers), Other Ethereum Wallet (an
 * unflagged provider) and Other Solana Wallet (window.solana without the Phantom flag).
 */
export function injectWallets(count: number): void {
  removeInjectedWallets();
  const ethereumProviders: unknown[] = [];
  const steps: Array<() => void> = [
    () => {
      page.phantom = { solana: solanaWallet({ isPhantom: true }).provider };
    },
    () => {
      page.vessel = ethereumWallet({ isVessel: true }).provider;
    },
    () => {
      page.BinanceChain = ethereumWallet({ isBinance: true }).provider;
    },
    () => {
      ethereumProviders.push(ethereumWallet({ isCoinbaseWallet: true }).provider);
    },
    () => {
      ethereumProviders.push(ethereumWallet({ isMetaMask: true }).provider);
    },
    () => {
      ethereumProviders.push(ethereumWallet().provider);
    },
    () => {
      page.solana = solanaWallet().provider;
    },
  ];
  steps.slice(0, count).forEach((step) => step());
  if (ethereumProviders.length > 0)
    page.ethereum = { ...(ethereumProviders[0] as object), providers: ethereumProviders };
}

/**
 * A Solana wallet registered through the Wallet Standard, as Solflare or Backpack do: it answers
 * `wallet-standard:app-ready` and dispatches `wallet-standard:register-wallet` itself.
 */
export function registerStandardWallet(name: string, icon: string): WalletLog {
  const keys = nacl.sign.keyPair();
  const address = bs58.encode(keys.publicKey);
  const log: WalletLog = { address, signed: [], refuseConnect: false, refuseSign: false };
  const account = Object.freeze({
    address,
    publicKey: keys.publicKey,
    chains: ['solana:mainnet'],
    features: ['solana:signMessage'],
  });
  const wallet = Object.freeze({
    version: '1.0.0',
    name,
    icon,
    chains: ['solana:mainnet', 'solana:devnet'],
    accounts: [] as unknown[],
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect() {
          if (log.refuseConnect) throw refusal();
          return { accounts: [account] };
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: Array<{ account: { address: string }; message: Uint8Array }>) {
          if (log.refuseSign) throw refusal();
          return inputs.map(({ message }) => {
            log.signed.push(new TextDecoder().decode(message));
            return { signedMessage: message, signature: nacl.sign.detached(message, keys.secretKey) };
          });
        },
      },
    },
  });
  const callback = ({ register }: { register: (...wallets: unknown[]) => unknown }) => register(wallet);
  window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent).detail));
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  return log;
}
