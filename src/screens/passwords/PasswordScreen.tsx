import type { PasswordStrength } from '../../flows/values.ts';
import { passwordText } from '../../i18n/en-passwords.ts';
import { activate, Button } from '../../ui/Button.tsx';
import { Heading, Text } from '../../ui/Heading.tsx';
import { keepTogether } from '../../ui/keep-together.tsx';
import { PART } from '../../ui/parts.ts';
import { PasswordForm } from './PasswordForm.tsx';
import type { LudsConfig } from './StrengthFeedback.tsx';

interface PasswordScreenProps {
  email: string;
  /** `new`: create the account; `password`: log in. */
  userType: 'new' | 'password';
  strength?: PasswordStrength;
  luds: LudsConfig | null;
  submitting: boolean;
  error?: string;
  onChange: (password: string) => void;
  onSubmit: (password: string) => void;
  onForgot: () => void;
  onBack: () => void;
}

/** SPEC §2 "Password (create or login)". */
export function PasswordScreen({ email, userType, strength, luds, submitting, error, onChange, onSubmit, onForgot, onBack }: PasswordScreenProps) {
  const creating = userType === 'new';
  return (
    <>
      <Heading>{creating ? passwordText.createHeading : passwordText.loginHeading}</Heading>
      <Text>{keepTogether(creating ? passwordText.createText(email) : passwordText.loginText(email), email)}</Text>
      <PasswordForm
        username={email}
        isNew={creating}
        label={passwordText.passwordLabel}
        submitLabel={passwordText.continue}
        strength={strength}
        luds={luds}
        pending={submitting}
        error={error}
        onChange={onChange}
        onSubmit={onSubmit}
      />
      {!creating && (
        <button type="button" className="court-link court-forgot" part={PART.link} aria-disabled={submitting || undefined} onClick={(event) => activate(event, submitting, onForgot)}>
          {passwordText.forgot}
        </button>
      )}
      <Button disabled={submitting} onClick={onBack}>{passwordText.back}</Button>
    </>
  );
}
