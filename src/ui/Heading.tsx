import type { ReactNode } from 'react';
import { PART } from './parts.ts';

/** A screen's heading; focusable by script so that a new screen can move focus to it. */
export function Heading({ children }: { children: ReactNode }) {
  return (
    <h2 className="court-heading" part={PART.heading} tabIndex={-1} data-court-heading="">
      {children}
    </h2>
  );
}

export function Text({ children }: { children: ReactNode }) {
  return (
    <p className="court-text" part={PART.text}>
      {children}
    </p>
  );
}
