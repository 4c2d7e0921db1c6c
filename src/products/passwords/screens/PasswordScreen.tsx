import type { PasswordStrength } from '../../../flows/values.ts';
import passwords from '../../../i18n/compiled/en/passwords.ts';
import { useText } from '../../../i18n/text.ts';
import { activate, Button } from '../../../ui/Button.tsx';
import { Heading, Text } from '../../../ui/Heading.tsx';
import { keepTogether } from '../../../ui/keep-together.tsx';
import { PART } from '../../../ui/parts.ts';
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

/** docs/specification.md#passwords "Password (create or login)". */
export function PasswordScreen({
  email,
  userType,
  strength,
  luds,
  submitting,
  error,
  onChange,
  onSubmit,
  onForgot,
  onBack,
}: PasswordScreenProps) {
  const text = useText(passwords);
  const creating = userType === 'new';
  return (
    <>
      <Heading>{creating ? text.passwordCreateHeading() : text.passwordLoginHeading()}</Heading>
      <Text>
        {keepTogether(creating ? text.passwordCreateText({ email }) : text.passwordLoginText({ email }), email)}
      </Text>
      <PasswordForm
        username={email}
        isNew={creating}
        label={text.passwordLabel()}
        submitLabel={text.passwordContinue()}
        strength={strength}
        luds={luds}
        pending={submitting}
        error={error}
        onChange={onChange}
        onSubmit={onSubmit}
      />
      {!creating && (
        <button
          type="button"
          className="court-link court-forgot"
          part={PART.link}
          aria-disabled={submitting || undefined}
          onClick={(event) => activate(event, submitting, onForgot)}
        >
          {text.passwordForgotLink()}
        </button>
      )}
      <Button disabled={submitting} onClick={onBack}>
        {text.passwordBack()}
      </Button>
    </>
  );
}
