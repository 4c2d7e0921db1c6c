import { useId } from 'react';
import { FieldError } from './TextField.tsx';
import { PART } from './parts.ts';
import { PRODUCT_PART } from './product-parts.ts';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `current-password` to log in, `new-password` to create or reset. */
  autoComplete: 'current-password' | 'new-password';
  /** The show/hide control's label (a toggle: its pressed state says whether the password shows). */
  showLabel: string;
  /** Whether the password shows as text; the form hides it again before it is submitted. */
  shown: boolean;
  onShownChange: (shown: boolean) => void;
  error?: string;
  /** Ids of further text that describes the field (strength feedback). */
  describedBy?: string;
}

/** A labelled password input for password managers (type=password with its autocomplete token), with a show/hide toggle. */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  showLabel,
  shown,
  onShownChange,
  error,
  describedBy,
}: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <div className="court-field">
      <label className="court-label" part={PRODUCT_PART.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="court-input"
        part={`${PRODUCT_PART.input} password-input`}
        type={shown ? 'text' : 'password'}
        name="password"
        value={value}
        autoComplete={autoComplete}
        autoCapitalize="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className="court-link court-password-toggle"
        part={`${PART.link} password-toggle`}
        aria-controls={id}
        aria-pressed={shown}
        onClick={() => onShownChange(!shown)}
      >
        {showLabel}
      </button>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * The account's address beside the password, so password managers save and fill the pair: a hidden
 * field (the screen's text names the address, whole), as browsers' password-form guidance advises.
 */
export function UsernameField({ label, email }: { label: string; email: string }) {
  return <input type="email" name="email" value={email} autoComplete="username" aria-label={label} readOnly hidden />;
}
