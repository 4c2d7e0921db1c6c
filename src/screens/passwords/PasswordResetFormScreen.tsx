import type { PasswordStrength } from '../../flows/values.ts';
import { passwordText } from '../../i18n/en-passwords.ts';
import { Heading, Text } from '../../ui/Heading.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import type { LudsConfig } from './StrengthFeedback.tsx';

interface PasswordResetFormScreenProps {
  strength?: PasswordStrength;
  luds: LudsConfig | null;
  submitting: boolean;
  error?: string;
  onChange: (password: string) => void;
  onSubmit: (password: string) => void;
}

/** SPEC §2 "Password Reset Form": a new password with the same live strength feedback. */
export function PasswordResetFormScreen({ strength, luds, submitting, error, onChange, onSubmit }: PasswordResetFormScreenProps) {
  return (
    <>
      <Heading>{passwordText.resetHeading}</Heading>
      <Text>{passwordText.resetText}</Text>
      <PasswordForm
        isNew
        label={passwordText.newPasswordLabel}
        submitLabel={passwordText.resetSubmit}
        strength={strength}
        luds={luds}
        pending={submitting}
        error={error}
        onChange={onChange}
        onSubmit={onSubmit}
      />
    </>
  );
}
