import type { PasswordStrength } from '../../../flows/values.ts';
import passwords from '../../../i18n/compiled/en/passwords.ts';
import { useText } from '../../../i18n/text.ts';
import { Heading, Text } from '../../../ui/Heading.tsx';
import { keepTogether } from '../../../ui/keep-together.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import type { LudsConfig } from './StrengthFeedback.tsx';

interface PasswordResetFormScreenProps {
  /** The account, when this browser asked for the link. */
  email?: string;
  strength?: PasswordStrength;
  luds: LudsConfig | null;
  submitting: boolean;
  error?: string;
  onChange: (password: string) => void;
  onSubmit: (password: string) => void;
}

/** docs/specification.md#passwords "Password Reset Form": a new password with the same live strength feedback. */
export function PasswordResetFormScreen({
  email,
  strength,
  luds,
  submitting,
  error,
  onChange,
  onSubmit,
}: PasswordResetFormScreenProps) {
  const text = useText(passwords);
  return (
    <>
      <Heading>{text.passwordResetHeading()}</Heading>
      <Text>{email ? keepTogether(text.passwordResetTextFor({ email }), email) : text.passwordResetText()}</Text>
      <PasswordForm
        username={email}
        isNew
        label={text.passwordNewLabel()}
        submitLabel={text.passwordResetSubmit()}
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
