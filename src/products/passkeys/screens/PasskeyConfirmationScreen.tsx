import passkeys from '../../../i18n/compiled/en/passkeys.ts';
import { useText } from '../../../i18n/text.ts';
import { SuccessScreen } from '../../../screens/SuccessScreen.tsx';

/** Passkey Confirmation: shown once a passkey signed the person in. */
export function PasskeyConfirmationScreen() {
  const text = useText(passkeys);
  return <SuccessScreen heading={text.passkeyConfirmationHeading()} text={text.passkeyConfirmationText()} />;
}
