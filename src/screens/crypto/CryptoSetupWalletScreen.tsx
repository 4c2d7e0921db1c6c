// Crypto Setup Wallet: where to get a wallet; each page opens in a new tab.
import { cryptoText } from '../../i18n/en-crypto.ts';
import { Heading, Text } from '../../ui/Heading.tsx';
import { PART } from '../../ui/parts.ts';
import { BackLink } from './BackLink.tsx';
import { WALLET_DOWNLOADS } from './wallet-downloads.ts';
import { WalletIcon } from './WalletIcon.tsx';

export function CryptoSetupWalletScreen({ onBack }: { onBack: () => void }) {
  return (
    <>
      <BackLink onBack={onBack} />
      <Heading>{cryptoText.setupHeading}</Heading>
      <Text>{cryptoText.setupText}</Text>
      <ul className="court-wallet-downloads">
        {WALLET_DOWNLOADS.map((wallet) => (
          <li key={wallet.name}>
            <a className="court-button court-button--marked" part={`${PART.button} wallet-download`} href={wallet.href} target="_blank" rel="noopener noreferrer">
              <span className="court-button-mark"><WalletIcon wallet={wallet} /></span>
              <span className="court-button-label">
                {cryptoText.getWallet(wallet.name)}
                <span className="court-visually-hidden"> {cryptoText.opensInNewTab}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
