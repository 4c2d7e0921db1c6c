// Crypto Error: what failed ('Could not connect to wallet' or 'Could not sign message'), the
// provider's own reason when it gave one, and the ways on: the same wallet again, or back to Main.
import crypto from '../../../i18n/compiled/en/crypto.ts';
import { useText } from '../../../i18n/text.ts';
import { AlertBanner } from '../../../ui/AlertBanner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Heading } from '../../../ui/Heading.tsx';
import { BackLink } from './BackLink.tsx';

interface CryptoErrorScreenProps {
  /** The text (docs/specification.md#errors) of the step that failed. */
  message: string;
  /** The provider's or the network's reason, shown as text under it. */
  detail?: string;
  onTryAgain: () => void;
  onBack: () => void;
}

export function CryptoErrorScreen({ message, detail, onTryAgain, onBack }: CryptoErrorScreenProps) {
  const text = useText(crypto);
  return (
    <>
      <BackLink onBack={onBack} />
      <Heading>{text.cryptoErrorHeading()}</Heading>
      <AlertBanner variant="error">
        <span>{message}</span>
        {detail && detail !== message && <span className="court-alert-detail">{detail}</span>}
      </AlertBanner>
      <Button variant="primary" onClick={onTryAgain}>
        {text.cryptoTryAgain()}
      </Button>
    </>
  );
}
