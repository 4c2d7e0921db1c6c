// Crypto Setup Wallet: where to get a wallet; each page opens in a new tab.
import crypto from '../../../i18n/compiled/en/crypto.ts';
import { useText } from '../../../i18n/text.ts';
import { Heading, Text } from '../../../ui/Heading.tsx';
import { PART } from '../../../ui/parts.ts';
import { BackLink } from './BackLink.tsx';
import { WALLET_DOWNLOADS } from './wallet-downloads.ts';
import { WalletIcon } from './WalletIcon.tsx';

export function CryptoSetupWalletScreen({ onBack }: { onBack: () => void }) {
  const text = useText(crypto);
  return (
    <>
      <BackLink onBack={onBack} />
      <Heading>{text.cryptoSetupHeading()}</Heading>
      <Text>{text.cryptoSetupText()}</Text>
      <ul className="court-wallet-downloads">
        {WALLET_DOWNLOADS.map((wallet) => (
          <li key={wallet.name}>
            <a
              className="court-button court-button--marked"
              part={`${PART.button} wallet-download`}
              href={wallet.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span className="court-button-mark">
                <WalletIcon wallet={wallet} />
              </span>
              <span className="court-button-label">
                {text.cryptoGetWallet({ wallet: wallet.name })}
                <span className="court-visually-hidden"> {text.cryptoOpensInNewTab()}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
