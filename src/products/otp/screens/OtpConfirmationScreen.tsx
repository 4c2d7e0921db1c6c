import otp from '../../../i18n/compiled/en/otp.ts';
import { useText } from '../../../i18n/text.ts';
import { SuccessScreen } from '../../../screens/SuccessScreen.tsx';

export function OtpConfirmationScreen() {
  const text = useText(otp);
  return <SuccessScreen heading={text.otpSuccessHeading()} text={text.otpSuccessText()} />;
}
