// The wallets of SPEC §2 and the two provider shapes the widget talks to.
export const WALLETS = ['Phantom', 'Vessel', 'Binance', 'Coinbase', 'Metamask', 'Other Ethereum Wallet', 'Other Solana Wallet'] as const;
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

export type DetectedWallet =
  | { name: Wallet; chain: 'ethereum'; provider: EthereumProvider; icon?: string }
  | { name: Wallet; chain: 'solana'; provider: SolanaProvider; icon?: string };

/** Wallet icons are data URIs of images (EIP-6963, Wallet Standard); anything else is not shown. */
export function safeIcon(icon: unknown): string | undefined {
  if (typeof icon !== 'string' || icon.length > 200_000) return undefined;
  return /^data:image\/(svg\+xml|png|jpeg|jpg|gif|webp)[;,]/i.test(icon) ? icon : undefined;
}
