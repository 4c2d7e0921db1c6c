import passwords from '../../../i18n/compiled/en/passwords.ts';
import { useText } from '../../../i18n/text.ts';
import { Button } from '../../../ui/Button.tsx';
import { Heading, Text } from '../../../ui/Heading.tsx';
import { LightDomSlot } from '../../../ui/LightDomSlot.tsx';
import { EmailForm } from '../../../screens/main/EmailForm.tsx';

interface PasswordForgotScreenProps {
  email: string;
  sending: boolean;
  error?: string;
  onSubmit: (email: string) => void;
  onBack: () => void;
}

/** docs/specification.md#passwords "Password Forgot": where the reset link goes, then the reset email. */
export function PasswordForgotScreen({ email, sending, error, onSubmit, onBack }: PasswordForgotScreenProps) {
  const text = useText(passwords);
  return (
    <>
      <Heading>{text.passwordForgotHeading()}</Heading>
      <Text>{text.passwordForgotText()}</Text>
      <LightDomSlot>
        <EmailForm
          initialEmail={email}
          autoComplete="username"
          submitLabel={text.passwordSendResetLink()}
          pending={sending}
          error={error}
          onSubmit={onSubmit}
        />
      </LightDomSlot>
      <Button disabled={sending} onClick={onBack}>
        {text.passwordBack()}
      </Button>
    </>
  );
}
