import type { ReactNode } from 'react';
import { activate } from './Button.tsx';
import { PART } from './parts.ts';

interface LinkButtonProps {
  children: ReactNode;
  onClick: () => void;
  /** Ignores activation while something else is under way, and stays focusable (aria-disabled). */
  inactive?: boolean;
  /** Says that its own action is under way. */
  pending?: boolean;
  /** A class beside court-link, for its place on the screen. */
  className?: string;
}

/** An action shown as a link in running text (resend, back, forgot password). */
export function LinkButton({ children, onClick, inactive = false, pending = false, className }: LinkButtonProps) {
  return (
    <button
      type="button"
      className={className ? `court-link ${className}` : 'court-link'}
      part={PART.link}
      aria-disabled={inactive || undefined}
      aria-busy={pending || undefined}
      onClick={(event) => activate(event, inactive, onClick)}
    >
      {children}
    </button>
  );
}
