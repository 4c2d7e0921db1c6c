import { useId } from 'react';
import { FieldError } from './TextField.tsx';
import { PART } from './parts.ts';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `current-password` to log in, `new-password` to create or reset. */
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  /** Ids of further text that describes the field (strength feedback). */
  describedBy?: string;
}

/** A labelled password input for password managers: a real type=password field with its autocomplete token. */
export function PasswordField({ label, value, onChange, autoComplete, error, describedBy }: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <div className="court-field">
      <label className="court-label" part={PART.label} htmlFor={id}>{label}</label>
      <input
        id={id}
        className="court-input"
        part={`${PART.input} password-input`}
        type="password"
        name="password"
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The account's address beside the password, so password managers save and fill the pair. */
export function UsernameField({ label, email }: { label: string; email: string }) {
  const id = useId();
  return (
    <div className="court-field">
      <label className="court-label" part={PART.label} htmlFor={id}>{label}</label>
      <input id={id} className="court-input" part={`${PART.input} email-input`} type="email" name="email" value={email} autoComplete="username" readOnly />
    </div>
  );
}
