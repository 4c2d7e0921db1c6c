import { useId, useState, type FormEvent } from 'react';
import type { PasswordStrength } from '../../../flows/values.ts';
import passwords from '../../../i18n/compiled/en/passwords.ts';
import { useText } from '../../../i18n/text.ts';
import { Button } from '../../../ui/Button.tsx';
import { LightDomSlot } from '../../../ui/LightDomSlot.tsx';
import { PasswordField, UsernameField } from '../../../ui/PasswordField.tsx';
import { StrengthFeedback, type LudsConfig } from './StrengthFeedback.tsx';

export interface PasswordFormProps {
  /** The account's address, for password managers; absent on a reset form opened in another browser. */
  username?: string;
  /** Whether this is a new password: live strength feedback, Continue only once it is valid. */
  isNew: boolean;
  label: string;
  submitLabel: string;
  strength?: PasswordStrength;
  luds: LudsConfig | null;
  pending: boolean;
  error?: string;
  onChange: (password: string) => void;
  onSubmit: (password: string) => void;
}

/** A real <form> in the light DOM (see LightDomSlot) so password managers can save and fill it. */
export function PasswordForm({
  username,
  isNew,
  label,
  submitLabel,
  strength,
  luds,
  pending,
  error,
  onChange,
  onSubmit,
}: PasswordFormProps) {
  const text = useText(passwords);
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const feedbackId = `${useId()}-strength`;
  const checked = strength?.password === password ? strength : undefined;
  const ready = password !== '' && (!isNew || checked?.validPassword === true);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    // Hidden again, so that password managers see a password field when they save it.
    setShown(false);
    onSubmit(password);
  }
  return (
    <LightDomSlot>
      <form className="court-stack" noValidate onSubmit={submit}>
        {username !== undefined && <UsernameField label={text.passwordEmailLabel()} email={username} />}
        <PasswordField
          label={label}
          value={password}
          autoComplete={isNew ? 'new-password' : 'current-password'}
          showLabel={text.passwordShow()}
          shown={shown}
          onShownChange={setShown}
          error={error}
          describedBy={isNew ? feedbackId : undefined}
          onChange={(value) => {
            setPassword(value);
            onChange(value);
          }}
        />
        {isNew && (
          <StrengthFeedback id={feedbackId} strength={password ? (checked ?? strength) : undefined} luds={luds} />
        )}
        <Button type="submit" variant="primary" pending={pending} disabled={!ready}>
          {submitLabel}
        </Button>
      </form>
    </LightDomSlot>
  );
}
