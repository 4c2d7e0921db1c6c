// Heading is mirrored without React by src/paint/first-screen.ts; tests/browser/first-paint.test.ts compares them.
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

/** A screen's text; `center` under a centred confirmation (check mark, heading). */
export function Text({ children, center = false }: { children: ReactNode; center?: boolean }) {
  return (
    <p className={center ? 'court-text court-text--center' : 'court-text'} part={PART.text}>
      {children}
    </p>
  );
}
