import type { ReactNode } from 'react';
import { PART } from './parts.ts';

export type AlertVariant = 'error' | 'warning' | 'success' | 'form-error';

/** Errors are announced at once (role=alert); the other variants politely (role=status). */
export function AlertBanner({ variant, children }: { variant: AlertVariant; children: ReactNode }) {
  const urgent = variant === 'error' || variant === 'form-error';
  return (
    <div className={`court-alert court-alert--${variant}`} part={`${PART.alert} alert-${variant}`} role={urgent ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
