import { passwordText } from '../../i18n/en-passwords.ts';
import { Button } from '../../ui/Button.tsx';
import { Heading, Text } from '../../ui/Heading.tsx';
import { LightDomSlot } from '../../ui/LightDomSlot.tsx';
import { EmailForm } from '../main/EmailForm.tsx';

interface PasswordForgotScreenProps {
  email: string;
  sending: boolean;
  error?: string;
  onSubmit: (email: string) => void;
  onBack: () => void;
}

/** SPEC §2 "Password Forgot": where the reset link goes, then the reset email. */
export function PasswordForgotScreen({ email, sending, error, onSubmit, onBack }: PasswordForgotScreenProps) {
  return (
    <>
      <Heading>{passwordText.forgotHeading}</Heading>
      <Text>{passwordText.forgotText}</Text>
      <LightDomSlot>
        <EmailForm initialEmail={email} autoComplete="username" submitLabel={passwordText.sendResetLink} pending={sending} error={error} onSubmit={onSubmit} />
      </LightDomSlot>
      <Button disabled={sending} onClick={onBack}>{passwordText.back}</Button>
    </>
  );
}
