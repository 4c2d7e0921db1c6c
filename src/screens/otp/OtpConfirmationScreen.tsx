import { productText } from '../../i18n/en-products.ts';
import { SuccessScreen } from '../SuccessScreen.tsx';

export function OtpConfirmationScreen() {
  return <SuccessScreen heading={productText.otpSuccessHeading} text={productText.otpSuccessText} />;
}
