import type { ReactNode } from 'react';
import { PART } from './parts.ts';

interface ButtonProps {
  children: ReactNode;
  onClick?: () => void;
  variant?: 'primary' | 'secondary';
  type?: 'button' | 'submit';
  pending?: boolean;
  disabled?: boolean;
  part?: string;
  icon?: ReactNode;
}

/** A full-width button; while pending it shows a spinner, is disabled and says it is busy. */
export function Button({ children, onClick, variant = 'secondary', type = 'button', pending = false, disabled = false, part, icon }: ButtonProps) {
  return (
    <button
      type={type}
      className={variant === 'primary' ? 'court-button court-button--primary' : 'court-button'}
      part={part ?? (variant === 'primary' ? PART.primaryButton : PART.button)}
      onClick={onClick}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending ? <span className="court-spinner" aria-hidden="true" /> : icon}
      <span>{children}</span>
    </button>
  );
}
