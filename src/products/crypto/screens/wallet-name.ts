// A wallet's name as the screens show it: a brand or the wallet's own announced name as it is; the
// two generic wallets of docs/specification.md#wallets in the language on screen (written to stand in a sentence).
import crypto from '../../../i18n/compiled/en/crypto.ts';
import { useText } from '../../../i18n/text.ts';

const GENERIC: Record<string, 'cryptoOtherEthereumWallet' | 'cryptoOtherSolanaWallet'> = {
  'Other Ethereum Wallet': 'cryptoOtherEthereumWallet',
  'Other Solana Wallet': 'cryptoOtherSolanaWallet',
};

export function useWalletName(): (name: string) => string {
  const text = useText(crypto);
  return (name) => {
    const key = Object.hasOwn(GENERIC, name) ? GENERIC[name] : undefined;
    return key ? text[key]() : name;
  };
}
