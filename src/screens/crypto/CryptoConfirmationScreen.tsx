import { cryptoText } from '../../i18n/en-crypto.ts';
import { SuccessScreen } from '../SuccessScreen.tsx';

export function CryptoConfirmationScreen() {
  return <SuccessScreen heading={cryptoText.successHeading} text={cryptoText.successText} />;
}
