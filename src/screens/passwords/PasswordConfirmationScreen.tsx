import { passwordText } from '../../i18n/en-passwords.ts';
import { SuccessScreen } from '../SuccessScreen.tsx';

/** SPEC §2 "Password Confirmation": signed in by password, after a reset, or by the emailed login link. */
export function PasswordConfirmationScreen({ reason }: { reason: 'signedIn' | 'reset' | 'loginLink' }) {
  return <SuccessScreen heading={passwordText.successHeading} text={reason === 'reset' ? passwordText.reset : passwordText.signedIn} />;
}
