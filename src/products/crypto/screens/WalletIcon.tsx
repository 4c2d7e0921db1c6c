// A wallet's mark beside its name: the icon the wallet announced (EIP-6963) when it gave one, else
// a small mark of our own in the wallet's colour. Decorative: the button's text names the wallet.
import type { ReactNode } from 'react';
import { ownEntry } from '../../../lib/own-entry.ts';

export interface WalletChoice {
  name: string;
  /** A data URI image the wallet announced. */
  icon?: string;
}

const MARKS: Record<string, ReactNode> = {
  Phantom: (
    <>
      <rect width="24" height="24" rx="6" fill="#ab9ff2" />
      <path
        d="M5 15c0-4.4 3.1-8 7-8s7 3.6 7 8v2.5c-1 0-1.5-1-2.3-1s-1.2 1-2.3 1-1.2-1-2.4-1-1.2 1-2.3 1-1.3-1-2.4-1S6 17.5 5 17.5z"
        fill="#ffffff"
      />
      <circle cx="10" cy="12" r="1.2" fill="#ab9ff2" />
      <circle cx="14" cy="12" r="1.2" fill="#ab9ff2" />
    </>
  ),
  Vessel: (
    <>
      <rect width="24" height="24" rx="6" fill="#111827" />
      <path d="M6 7h3l3 8 3-8h3l-4.6 11h-2.8z" fill="#ffffff" />
    </>
  ),
  Binance: (
    <>
      <rect width="24" height="24" rx="6" fill="#f3ba2f" />
      <path
        d="M12 5l2.3 2.3-2.3 2.3-2.3-2.3zM7.4 9.7L9.7 12l-2.3 2.3L5.1 12zm9.2 0l2.3 2.3-2.3 2.3-2.3-2.3zM12 14.4l2.3 2.3L12 19l-2.3-2.3zm0-4.7l2.3 2.3-2.3 2.3L9.7 12z"
        fill="#ffffff"
      />
    </>
  ),
  Coinbase: (
    <>
      <rect width="24" height="24" rx="6" fill="#0052ff" />
      <circle cx="12" cy="12" r="7" fill="#ffffff" />
      <rect x="9.5" y="9.5" width="5" height="5" rx="1" fill="#0052ff" />
    </>
  ),
  Metamask: (
    <>
      <rect width="24" height="24" rx="6" fill="#f6851b" />
      <path d="M5 6l5 3.5h4L19 6l-1.2 6 .9 4.5-4.2 2-1.3-1.2h-2.4L9.5 18.5l-4.2-2 .9-4.5z" fill="#ffffff" />
      <circle cx="9.7" cy="13" r="1" fill="#f6851b" />
      <circle cx="14.3" cy="13" r="1" fill="#f6851b" />
    </>
  ),
  'Other Ethereum Wallet': (
    <>
      <rect width="24" height="24" rx="6" fill="#627eea" />
      <path d="M12 4l4.8 8L12 15l-4.8-3z" fill="#ffffff" />
      <path d="M12 16.2l4.8-3L12 20l-4.8-6.8z" fill="#ffffff" opacity="0.7" />
    </>
  ),
  'Other Solana Wallet': (
    <>
      <rect width="24" height="24" rx="6" fill="#14151a" />
      <path d="M8 7h11l-3 2.5H5zM5 10.8h11l3 2.5H8zM8 14.5h11l-3 2.5H5z" fill="#14f195" />
    </>
  ),
};

export function WalletIcon({ wallet }: { wallet: WalletChoice }) {
  if (wallet.icon) return <img className="court-wallet-icon" src={wallet.icon} alt="" width={24} height={24} />;
  return (
    <svg className="court-wallet-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {ownEntry(MARKS, wallet.name) ?? MARKS['Other Ethereum Wallet']}
    </svg>
  );
}
