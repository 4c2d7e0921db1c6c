import type { PasswordStrength } from '../../../flows/values.ts';
import passwords from '../../../i18n/compiled/en/passwords.ts';
import { useText } from '../../../i18n/text.ts';
import { Button } from '../../../ui/Button.tsx';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import { Heading, Text } from '../../../ui/Heading.tsx';
import { keepTogether } from '../../../ui/keep-together.tsx';
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
        <LinkButton className="court-forgot" inactive={submitting} onClick={onForgot}>
          {text.passwordForgotLink()}
        </LinkButton>
      )}
      <Button disabled={submitting} onClick={onBack}>
        {text.passwordBack()}
      </Button>
    </>
  );
}
