import crypto from '../../../i18n/compiled/en/crypto.ts';
import { useText } from '../../../i18n/text.ts';
import { SuccessScreen } from '../../../screens/SuccessScreen.tsx';

export function CryptoConfirmationScreen() {
  const text = useText(crypto);
  return <SuccessScreen heading={text.cryptoSuccessHeading()} text={text.cryptoSuccessText()} />;
}
