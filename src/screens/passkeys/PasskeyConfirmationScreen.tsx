import { passkeyText } from '../../i18n/en-passkeys.ts';
import { SuccessScreen } from '../SuccessScreen.tsx';

/** Passkey Confirmation: shown once a passkey signed the person in. */
export function PasskeyConfirmationScreen() {
  return <SuccessScreen heading={passkeyText.confirmationHeading} text={passkeyText.confirmationText} />;
}
