import passwords from '../../../i18n/compiled/en/passwords.ts';
import { useText } from '../../../i18n/text.ts';
import { SuccessScreen } from '../../../screens/SuccessScreen.tsx';

/** docs/specification.md#passwords "Password Confirmation": signed in by password, after a reset, or by the emailed login link. */
export function PasswordConfirmationScreen({ reason }: { reason: 'signedIn' | 'reset' | 'loginLink' }) {
  const text = useText(passwords);
  return (
    <SuccessScreen
      heading={text.passwordSuccessHeading()}
      text={reason === 'reset' ? text.passwordResetDone() : text.passwordSignedIn()}
    />
  );
}
