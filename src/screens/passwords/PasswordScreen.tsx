import type { PasswordStrength } from '../../flows/state.ts';
import { passwordText } from '../../i18n/en-passwords.ts';
import { activate, Button } from '../../ui/Button.tsx';
import { Heading, Text } from '../../ui/Heading.tsx';
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
  sendingReset: boolean;
  error?: string;
  onChange: (password: string) => void;
  onSubmit: (password: string) => void;
  onForgot: () => void;
  onBack: () => void;
}

/** SPEC §2 "Password (create or login)". */
export function PasswordScreen({ email, userType, strength, luds, submitting, sendingReset, error, onChange, onSubmit, onForgot, onBack }: PasswordScreenProps) {
  const creating = userType === 'new';
  const busy = submitting || sendingReset;
  return (
    <>
      <Heading>{creating ? passwordText.createHeading : passwordText.loginHeading}</Heading>
      <Text>{creating ? passwordText.createText(email) : passwordText.loginText(email)}</Text>
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
        <button type="button" className="court-link court-forgot" part={PART.link} aria-disabled={busy || undefined} aria-busy={sendingReset || undefined} onClick={(event) => activate(event, busy, onForgot)}>
          {passwordText.forgot}
        </button>
      )}
      <Button disabled={busy} onClick={onBack}>{passwordText.back}</Button>
    </>
  );
}
