// Crypto Connect and Crypto Sign Message: the wallet shows its own prompt while this screen waits.
import crypto from '../../../i18n/compiled/en/crypto.ts';
import { useText } from '../../../i18n/text.ts';
import { Heading, Text } from '../../../ui/Heading.tsx';
import { PRODUCT_PART } from '../../../ui/product-parts.ts';
import { BackLink } from './BackLink.tsx';
import { WalletIcon, type WalletChoice } from './WalletIcon.tsx';
import { useWalletName } from './wallet-name.ts';

interface CryptoWaitScreenProps {
  wallet: WalletChoice;
  heading: string;
  text: string;
  onCancel: () => void;
}

function CryptoWaitScreen({ wallet, heading, text, onCancel }: CryptoWaitScreenProps) {
  const texts = useText(crypto);
  const waiting = texts.cryptoWaiting();
  return (
    <>
      <BackLink onBack={onCancel} label={texts.cryptoCancel()} />
      <div className="court-wallet-hero">
        <WalletIcon wallet={wallet} />
      </div>
      <Heading>{heading}</Heading>
      <Text>{text}</Text>
      <div role="status" className="court-stack court-status">
        <span className="court-text">{waiting}</span>
        <div className="court-progress" part={PRODUCT_PART.progress} role="progressbar" aria-label={waiting} />
      </div>
    </>
  );
}

export function CryptoConnectScreen({ wallet, onCancel }: { wallet: WalletChoice; onCancel: () => void }) {
  const text = useText(crypto);
  const name = useWalletName()(wallet.name);
  return (
    <CryptoWaitScreen
      wallet={wallet}
      heading={text.cryptoConnectHeading({ wallet: name })}
      text={text.cryptoConnectText()}
      onCancel={onCancel}
    />
  );
}

export function CryptoSignMessageScreen({ wallet, onCancel }: { wallet: WalletChoice; onCancel: () => void }) {
  const text = useText(crypto);
  const name = useWalletName()(wallet.name);
  return (
    <CryptoWaitScreen
      wallet={wallet}
      heading={text.cryptoSignHeading()}
      text={text.cryptoSignText({ wallet: name })}
      onCancel={onCancel}
    />
  );
}
