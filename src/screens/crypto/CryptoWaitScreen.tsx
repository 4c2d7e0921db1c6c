// Crypto Connect and Crypto Sign Message: the wallet shows its own prompt while this screen waits.
import { cryptoText } from '../../i18n/en-crypto.ts';
import { Heading, Text } from '../../ui/Heading.tsx';
import { PART } from '../../ui/parts.ts';
import { BackLink } from './BackLink.tsx';
import { WalletIcon, type WalletChoice } from './WalletIcon.tsx';

interface CryptoWaitScreenProps {
  wallet: WalletChoice;
  heading: string;
  text: string;
  onCancel: () => void;
}

function CryptoWaitScreen({ wallet, heading, text, onCancel }: CryptoWaitScreenProps) {
  return (
    <>
      <BackLink onBack={onCancel} label={cryptoText.cancel} />
      <div className="court-wallet-hero">
        <WalletIcon wallet={wallet} />
      </div>
      <Heading>{heading}</Heading>
      <Text>{text}</Text>
      <div role="status" className="court-stack court-status">
        <span className="court-text">{cryptoText.waiting}</span>
        <div className="court-progress" part={PART.progress} role="progressbar" aria-label={cryptoText.waiting} />
      </div>
    </>
  );
}

export function CryptoConnectScreen({ wallet, onCancel }: { wallet: WalletChoice; onCancel: () => void }) {
  return <CryptoWaitScreen wallet={wallet} heading={cryptoText.connectHeading(wallet.name)} text={cryptoText.connectText} onCancel={onCancel} />;
}

export function CryptoSignMessageScreen({ wallet, onCancel }: { wallet: WalletChoice; onCancel: () => void }) {
  return <CryptoWaitScreen wallet={wallet} heading={cryptoText.signHeading} text={cryptoText.signText(wallet.name)} onCancel={onCancel} />;
}
