import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { text } from '../i18n/en.ts';
import { PART } from './parts.ts';

interface DigitBoxesProps {
  value: string;
  length: number;
  disabled: boolean;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * One passcode field shown as digit boxes: typing moves on, Backspace moves back, arrows move,
 * a paste fills every box. The group is labelled as one passcode field.
 */
export function DigitBoxes({ value, length, disabled, error, onChange }: DigitBoxesProps) {
  const id = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(index, length - 1))]?.focus();

  function setFrom(index: number, digits: string) {
    const clean = digits.replace(/\D/g, '');
    if (!clean) return;
    const next = (value.slice(0, index) + clean).slice(0, length);
    onChange(next);
    focus(next.length);
  }
  function keyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const at = index < value.length ? index : index - 1;
      if (at < 0) return;
      onChange(value.slice(0, at));
      focus(at);
    } else if (event.key === 'ArrowLeft') {
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      focus(Math.min(index + 1, value.length));
    }
  }
  function paste(event: ClipboardEvent<HTMLInputElement>, index: number) {
    event.preventDefault();
    setFrom(index, event.clipboardData.getData('text'));
  }

  return (
    <fieldset className="court-digits" role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined} disabled={disabled}>
      <legend id={`${id}-label`} className="court-visually-hidden">
        {text.otpFieldLabel}
      </legend>
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="court-digit"
          part={PART.digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={length}
          aria-label={text.otpDigitLabel(index + 1)}
          aria-invalid={error ? true : undefined}
          value={value[index] ?? ''}
          onChange={(event) => setFrom(Math.min(index, value.length), typedInto(event.target.value, value[index]))}
          onKeyDown={(event) => keyDown(event, index)}
          onPaste={(event) => paste(event, index)}
          onFocus={(event) => event.target.select()}
        />
      ))}
      <span id={`${id}-error`} hidden>{error}</span>
    </fieldset>
  );
}

/** The digits just typed into a box that may already hold one. */
function typedInto(boxValue: string, previous: string | undefined): string {
  if (!previous || boxValue.length !== 2) return boxValue;
  return boxValue.startsWith(previous) ? boxValue.slice(1) : boxValue.slice(0, 1);
}
