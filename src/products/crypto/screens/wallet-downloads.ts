// Where each named wallet is installed from (Crypto Setup Wallet). The "Other" wallets have no page.
export const WALLET_DOWNLOADS: ReadonlyArray<{ name: string; href: string }> = [
  { name: 'Phantom', href: 'https://phantom.com/download' },
  { name: 'Metamask', href: 'https://metamask.io/download/' },
  { name: 'Coinbase', href: 'https://www.coinbase.com/wallet/downloads' },
  { name: 'Binance', href: 'https://www.binance.com/en/web3wallet' },
  { name: 'Vessel', href: 'https://vessel.finance/' },
];
