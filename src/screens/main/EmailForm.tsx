// Mirrored without React by src/paint/first-form.ts; tests/browser/first-paint.test.ts compares them.
import { useEffect, useState, type FormEvent } from 'react';
import { isValidEmail } from '../../flows/validation.ts';
import forms from '../../i18n/compiled/en/forms.ts';
import { useText } from '../../i18n/text.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';

interface EmailFormProps {
  pending: boolean;
  error?: string;
  /** `username` for the password method, so password managers take the address as the account; with `webauthn` when passkeys are offered in the field's autofill. */
  autoComplete?: string;
  /** The address already known (password reset); empty otherwise. */
  initialEmail?: string;
  /** Default: 'Continue with email'. */
  submitLabel?: string;
  /** The way the visitor last signed in here, with no tab to carry the badge: the button carries it. */
  lastUsed?: boolean;
  onSubmit: (email: string) => void;
}

export function EmailForm({
  pending,
  error,
  autoComplete = 'email',
  initialEmail = '',
  submitLabel,
  lastUsed,
  onSubmit,
}: EmailFormProps) {
  const text = useText(forms);
  const [email, setEmail] = useState(initialEmail);
  // The address the current error is about: once a valid address replaces it, the error goes.
  const [erroredEmail, setErroredEmail] = useState<string | undefined>();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the address is taken when an error arrives, not as the person types: typing past it is what clears the error
  useEffect(() => setErroredEmail(error ? email : undefined), [error]);
  const corrected = error !== undefined && email !== erroredEmail && isValidEmail(email);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(email);
  }
  return (
    <form className="court-stack" noValidate onSubmit={submit}>
      <TextField
        label={text.emailFieldLabel()}
        name="email"
        type="email"
        autoComplete={autoComplete}
        placeholder={text.emailFieldPlaceholder()}
        value={email}
        onChange={setEmail}
        error={corrected ? undefined : error}
      />
      <Button type="submit" variant="primary" pending={pending} lastUsed={lastUsed}>
        {submitLabel ?? text.continueWithEmail()}
      </Button>
    </form>
  );
}
