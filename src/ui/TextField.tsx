// Mirrored without React by src/paint/first-form.ts; tests/browser/first-paint.test.ts compares them.
import { usePartId } from './painted-ids.ts';
import { fieldIds } from './form-recipes.ts';
import { PRODUCT_PART } from './product-parts.ts';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'email' | 'text';
  name: string;
  autoComplete?: string;
  placeholder?: string;
  error?: string;
}

/** A labelled input whose error is tied to it with aria-describedby and announced. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  name,
  autoComplete,
  placeholder,
  error,
}: TextFieldProps) {
  const ids = fieldIds(usePartId('field', true));
  return (
    <div className="court-field">
      <label className="court-label" part={PRODUCT_PART.label} htmlFor={ids.input}>
        {label}
      </label>
      <input
        id={ids.input}
        className="court-input"
        part={`${PRODUCT_PART.input} ${name}-input`}
        type={type}
        name={name}
        value={value}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="court-field-error" part={PRODUCT_PART.fieldError} role="alert" hidden={!message}>
      {message}
    </p>
  );
}
