import type { ReactNode } from 'react';
import { lateModule, useLateModule } from '../lib/late-module.ts';
import { PART } from './parts.ts';

import type { AlertVariant } from './alert-signs.tsx';

export type { AlertVariant };

/** The signs and links come from a chunk requested after the first paint (no alert shows before). */
const extras = lateModule(() => import('./alert-signs.tsx'));

/**
 * Errors are announced at once (role=alert); the other variants politely (role=status). A message
 * given as a string shows its links (a provider's documentation) as links, built as text and anchors.
 */
export function AlertBanner({
  variant,
  children,
  center = false,
}: {
  variant: AlertVariant;
  children: ReactNode;
  center?: boolean;
}) {
  const loaded = useLateModule(extras);
  const urgent = variant === 'error' || variant === 'form-error';
  return (
    <div
      className={`court-alert court-alert--${variant}${center ? ' court-alert--center' : ''}`}
      part={`${PART.alert} alert-${variant}`}
      role={urgent ? 'alert' : 'status'}
    >
      {/* A centred banner sits under a screen's own sign (a check mark): it needs none of its own. */}
      {loaded && !center && <loaded.AlertSign variant={variant} />}
      <div className="court-alert-body">
        {loaded && typeof children === 'string' ? <loaded.LinkedText text={children} /> : children}
      </div>
    </div>
  );
}
