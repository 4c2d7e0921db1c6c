import { text } from '../../i18n/en.ts';
import { productText } from '../../i18n/en-products.ts';
import { Button } from '../../ui/Button.tsx';
import { PART } from '../../ui/parts.ts';

interface WalletButtonsProps {
  /** Detected wallets that fit in the button slots. */
  wallets: string[];
  /** More wallets were detected than slots remain. */
  overflow: boolean;
  disabled: boolean;
  onSelect: (wallet: string) => void;
  onOther: () => void;
  onSetUp: () => void;
}

export function WalletButtons({ wallets, overflow, disabled, onSelect, onOther, onSetUp }: WalletButtonsProps) {
  if (wallets.length === 0) {
    return (
      <button type="button" className="court-link" part={PART.link} onClick={onSetUp}>
        {productText.setUpWallet}
      </button>
    );
  }
  return (
    <>
      {wallets.map((wallet) => (
        <Button key={wallet} part={PART.walletButton} disabled={disabled} onClick={() => onSelect(wallet)}>
          {text.continueWithProvider(wallet)}
        </Button>
      ))}
      {overflow && (
        <Button part={PART.walletButton} disabled={disabled} onClick={onOther}>
          {productText.continueWithOtherWallet}
        </Button>
      )}
    </>
  );
}
