// Crypto Other: every detected wallet, for when they do not all fit on Main.
import crypto from '../../../i18n/compiled/en/crypto.ts';
import { useText } from '../../../i18n/text.ts';
import { Heading, Text } from '../../../ui/Heading.tsx';
import { BackLink } from './BackLink.tsx';
import { WalletList } from './WalletButtons.tsx';
import type { WalletChoice } from './WalletIcon.tsx';

interface CryptoOtherScreenProps {
  wallets: WalletChoice[];
  onSelect: (wallet: string) => void;
  onBack: () => void;
}

export function CryptoOtherScreen({ wallets, onSelect, onBack }: CryptoOtherScreenProps) {
  const text = useText(crypto);
  return (
    <>
      <BackLink onBack={onBack} />
      <Heading>{text.cryptoOtherHeading()}</Heading>
      <Text>{text.cryptoOtherText()}</Text>
      <div className="court-stack court-buttons">
        <WalletList wallets={wallets} disabled={false} onSelect={onSelect} />
      </div>
    </>
  );
}
