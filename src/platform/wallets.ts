// Which crypto wallets the browser has injected (SPEC §2: only detected wallets are listed).
export const WALLETS = ['Phantom', 'Vessel', 'Binance', 'Coinbase', 'Metamask', 'Other Ethereum Wallet', 'Other Solana Wallet'] as const;
export type Wallet = (typeof WALLETS)[number];

interface Injected {
  ethereum?: { isMetaMask?: boolean; isCoinbaseWallet?: boolean; isBinance?: boolean };
  solana?: { isPhantom?: boolean };
  phantom?: { solana?: unknown };
  BinanceChain?: unknown;
  vessel?: unknown;
}

export function detectWallets(scope: object = globalThis): Wallet[] {
  const injected = scope as Injected;
  const found: Wallet[] = [];
  if (injected.phantom?.solana || injected.solana?.isPhantom) found.push('Phantom');
  if (injected.vessel) found.push('Vessel');
  if (injected.BinanceChain || injected.ethereum?.isBinance) found.push('Binance');
  if (injected.ethereum?.isCoinbaseWallet) found.push('Coinbase');
  if (injected.ethereum?.isMetaMask) found.push('Metamask');
  const namedEthereum = ['Binance', 'Coinbase', 'Metamask'].some((name) => found.includes(name as Wallet));
  if (injected.ethereum && !namedEthereum) found.push('Other Ethereum Wallet');
  if (injected.solana && !injected.solana.isPhantom) found.push('Other Solana Wallet');
  return found;
}
