import products from '../../../i18n/compiled/en/products.ts';
import { useText } from '../../../i18n/text.ts';
import { SuccessScreen } from '../../../screens/SuccessScreen.tsx';

export function OtpConfirmationScreen() {
  const text = useText(products);
  return <SuccessScreen heading={text.otpSuccessHeading()} text={text.otpSuccessText()} />;
}
