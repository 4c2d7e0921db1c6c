// Mirrored by src/paint/first-screen.ts, first-form.ts, hand-over.ts; tests/browser/first-paint.test.ts compares them.
import type { MouseEvent, ReactNode } from 'react';
import { usePartId } from './painted-ids.ts';
import { buttonClassName } from './button-classes.ts';
import { LastUsedBadge } from './LastUsedBadge.tsx';
import { PART } from './parts.ts';

interface ButtonProps {
  children: ReactNode;
  onClick?: () => void;
  variant?: 'primary' | 'secondary';
  type?: 'button' | 'submit';
  pending?: boolean;
  disabled?: boolean;
  part?: string;
  /** A decorative mark placed at the button's start, the same place on every button. */
  icon?: ReactNode;
  /** The way the visitor last signed in here: the button carries the "Last used" badge. */
  lastUsed?: boolean;
}

/**
 * A full-width button; while pending it shows a spinner and says it is busy. Disabled and pending
 * buttons stay focusable (aria-disabled) and ignore activation, so focus never drops to the page.
 */
export function Button({
  children,
  onClick,
  variant = 'secondary',
  type = 'button',
  pending = false,
  disabled = false,
  part,
  icon,
  lastUsed,
}: ButtonProps) {
  const inactive = disabled || pending;
  const badge = usePartId('badge', !!lastUsed);
  return (
    <button
      type={type}
      className={buttonClassName({ primary: variant === 'primary', marked: !!icon })}
      part={part ?? (variant === 'primary' ? PART.primaryButton : PART.button)}
      onClick={(event) => activate(event, inactive, onClick)}
      aria-disabled={inactive || undefined}
      aria-busy={pending || undefined}
      aria-describedby={lastUsed ? badge : undefined}
    >
      {icon && <span className="court-button-mark">{icon}</span>}
      {pending && <span className="court-spinner" aria-hidden="true" />}
      <span className="court-button-label">{children}</span>
      {lastUsed && <LastUsedBadge id={badge} />}
    </button>
  );
}

/** Runs the action of an active control; an inactive one also does not submit its form. */
export function activate(event: MouseEvent, inactive: boolean, action?: () => void): void {
  if (inactive) {
    event.preventDefault();
    return;
  }
  action?.();
}
