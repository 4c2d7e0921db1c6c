import crypto from '../../../i18n/compiled/en/crypto.ts';
import { useText } from '../../../i18n/text.ts';
import { Button } from '../../../ui/Button.tsx';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import { PRODUCT_PART } from '../../../ui/product-parts.ts';
import { WalletIcon, type WalletChoice } from './WalletIcon.tsx';
import { useWalletName } from './wallet-name.ts';

interface WalletButtonsProps {
  /** The detected wallets that have a slot on Main. */
  wallets: WalletChoice[];
  /** The kept slot: the other-wallet button (more wallets than slots), the set-up link, or nothing (a wallet holds it). */
  kept: 'other' | 'setup' | null;
  disabled: boolean;
  /** The wallet the visitor last signed in with here, badged. */
  lastUsed?: string;
  onSelect: (wallet: string) => void;
  onOther: () => void;
  onSetUp: () => void;
}

export function WalletButtons({ wallets, kept, disabled, lastUsed, onSelect, onOther, onSetUp }: WalletButtonsProps) {
  const text = useText(crypto);
  return (
    <>
      <WalletList wallets={wallets} disabled={disabled} lastUsed={lastUsed} onSelect={onSelect} />
      {kept === 'other' && (
        <Button part={PRODUCT_PART.walletButton} disabled={disabled} onClick={onOther}>
          {text.continueWithOtherWallet()}
        </Button>
      )}
      {kept === 'setup' && (
        <LinkButton className="court-wallet-setup" inactive={disabled} onClick={onSetUp}>
          {text.setUpWallet()}
        </LinkButton>
      )}
    </>
  );
}

/** A 'Continue with <wallet>' button per wallet, each with the wallet's mark. */
export function WalletList({
  wallets,
  disabled,
  lastUsed,
  onSelect,
}: {
  wallets: WalletChoice[];
  disabled: boolean;
  lastUsed?: string;
  onSelect: (wallet: string) => void;
}) {
  const text = useText(crypto);
  const walletName = useWalletName();
  return (
    <>
      {wallets.map((wallet) => (
        <Button
          key={wallet.name}
          part={PRODUCT_PART.walletButton}
          disabled={disabled}
          icon={<WalletIcon wallet={wallet} />}
          lastUsed={wallet.name === lastUsed}
          onClick={() => onSelect(wallet.name)}
        >
          {text.cryptoContinueWithWallet({ wallet: walletName(wallet.name) })}
        </Button>
      ))}
    </>
  );
}
