import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import otp from '../i18n/compiled/en/otp.ts';
import { useText } from '../i18n/text.ts';
import { PRODUCT_PART } from './product-parts.ts';

interface DigitBoxesProps {
  /** One entry per box: a digit or '' for an empty box. */
  digits: readonly string[];
  /** While verifying the boxes keep focus but take no input. */
  disabled: boolean;
  /** Id of the text that tells where the passcode was sent. */
  describedBy?: string;
  error?: string;
  onChange: (digits: string[]) => void;
}

/**
 * One passcode field shown as digit boxes: typing replaces the box's digit and moves on, Backspace
 * clears the box (or the one before when empty), arrows move, a paste fills the boxes from there.
 */
export function DigitBoxes({ digits, disabled, describedBy, error, onChange }: DigitBoxesProps) {
  const text = useText(otp);
  const id = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const length = digits.length;
  // The cursor moves on only while it is in the boxes (a page script filling them takes no focus).
  const focus = (index: number) => {
    const inBoxes = boxes.current.some(
      (box) => box && box === (box.getRootNode() as Document | ShadowRoot).activeElement,
    );
    if (inBoxes) boxes.current[Math.max(0, Math.min(index, length - 1))]?.focus({ preventScroll: true });
  };

  function fillFrom(index: number, typed: string) {
    if (disabled) return;
    const clean = typed.replace(/\D/g, '').slice(0, length - index);
    if (!clean) return;
    const next = [...digits];
    [...clean].forEach((digit, offset) => {
      next[index + offset] = digit;
    });
    onChange(next);
    focus(index + clean.length);
  }
  function clear(index: number) {
    if (disabled) return;
    const next = [...digits];
    next[index] = '';
    onChange(next);
    focus(index);
  }
  function keyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) clear(index);
      else if (index > 0) clear(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      focus(index + 1);
    }
  }
  function paste(event: ClipboardEvent<HTMLInputElement>, index: number) {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  }

  const described = [describedBy, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className="court-digits"
      dir="ltr"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={described}
      aria-disabled={disabled || undefined}
    >
      <legend id={`${id}-label`} className="court-visually-hidden">
        {text.otpFieldLabel()}
      </legend>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="court-digit"
          part={PRODUCT_PART.digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={length}
          aria-label={text.otpDigitLabel({ index: index + 1, count: length })}
          aria-invalid={error ? true : undefined}
          readOnly={disabled}
          value={digit}
          onChange={(event) => fillFrom(index, typedInto(event.target.value, digit))}
          onKeyDown={(event) => keyDown(event, index)}
          onPaste={(event) => paste(event, index)}
          onFocus={(event) => event.target.select()}
        />
      ))}
      <span id={`${id}-error`} hidden>
        {error}
      </span>
    </fieldset>
  );
}

/** The digits just typed into a box that may already hold one (a one-time-code autofill brings all six). */
function typedInto(boxValue: string, previous: string): string {
  if (!previous || boxValue.length !== 2) return boxValue;
  return boxValue.startsWith(previous) ? boxValue.slice(1) : boxValue.slice(0, 1);
}
