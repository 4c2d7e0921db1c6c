// Crypto Other: every detected wallet, for when they do not all fit on Main.
import { cryptoText } from '../../i18n/en-crypto.ts';
import { Heading, Text } from '../../ui/Heading.tsx';
import { BackLink } from './BackLink.tsx';
import { WalletList } from './WalletButtons.tsx';
import type { WalletChoice } from './WalletIcon.tsx';

interface CryptoOtherScreenProps {
  wallets: WalletChoice[];
  onSelect: (wallet: string) => void;
  onBack: () => void;
}

export function CryptoOtherScreen({ wallets, onSelect, onBack }: CryptoOtherScreenProps) {
  return (
    <>
      <BackLink onBack={onBack} />
      <Heading>{cryptoText.otherHeading}</Heading>
      <Text>{cryptoText.otherText}</Text>
      <div className="court-stack court-buttons">
        <WalletList wallets={wallets} disabled={false} onSelect={onSelect} />
      </div>
    </>
  );
}
