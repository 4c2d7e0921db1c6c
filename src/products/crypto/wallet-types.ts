// The wallets of docs/specification.md#wallets and the two provider shapes the widget talks to.
export const WALLETS = [
  'Phantom',
  'Vessel',
  'Binance',
  'Coinbase',
  'Metamask',
  'Other Ethereum Wallet',
  'Other Solana Wallet',
] as const;
export type Wallet = (typeof WALLETS)[number];
export type WalletChain = 'ethereum' | 'solana';

/** An EIP-1193 provider: one `request` method. */
export interface EthereumProvider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** The Solana wallet adapter shape Phantom introduced and other Solana wallets copy. */
export interface SolanaProvider {
  connect(): Promise<unknown>;
  signMessage(message: Uint8Array, encoding?: string): Promise<unknown>;
  publicKey?: unknown;
}

/** `name`: one of the specified wallets (docs/specification.md#wallets), or the name a wallet announced for itself (see ownName). */
export type DetectedWallet =
  | { name: string; chain: 'ethereum'; provider: EthereumProvider; icon?: string }
  | { name: string; chain: 'solana'; provider: SolanaProvider; icon?: string };

/**
 * The name a wallet announced (EIP-6963 `info.name`, Wallet Standard `name`) when it is fit for a
 * button: text of 1 to 40 characters, no control characters; a specified wallet's name is kept for it.
 */
export function ownName(value: unknown, fallback: Wallet): string {
  if (typeof value !== 'string') return fallback;
  const name = value.replace(/\s+/g, ' ').trim();
  if (name === '' || name.length > 40 || /[\u0000-\u001f\u007f-\u009f]/.test(name)) return fallback;
  return WALLETS.some((known) => known.toLowerCase() === name.toLowerCase()) ? fallback : name;
}

/** Wallet icons are data URIs of images (EIP-6963, Wallet Standard); anything else is not shown. */
export function safeIcon(icon: unknown): string | undefined {
  if (typeof icon !== 'string' || icon.length > 200_000) return undefined;
  return /^data:image\/(svg\+xml|png|jpeg|jpg|gif|webp)[;,]/i.test(icon) ? icon : undefined;
}

/**
 * Whether a value found on the page can carry properties. Unlike lib/guards.ts's isRecord, it
 * accepts functions: what a wallet injects (a provider, a feature) may be one.
 */
export function isObjectLike(value: unknown): value is Record<string, unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}
