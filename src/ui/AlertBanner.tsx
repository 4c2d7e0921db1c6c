import type { ReactNode } from 'react';
import { LinkedText } from './LinkedText.tsx';
import { PART } from './parts.ts';

export type AlertVariant = 'error' | 'warning' | 'success' | 'form-error';

/** A small decorative sign per variant; the words carry the meaning. */
const SIGNS: Partial<Record<AlertVariant, ReactNode>> = {
  error: <path d="M12 7v6M12 16.5v.5" />,
  warning: <path d="M12 8v5M12 16.5v.5" />,
  success: <path d="M7.5 12.5l3 3 6-6.5" />,
};

/**
 * Errors are announced at once (role=alert); the other variants politely (role=status). A message
 * given as a string shows its links (a provider's documentation) as links, built as text and anchors.
 */
export function AlertBanner({ variant, children, center = false }: { variant: AlertVariant; children: ReactNode; center?: boolean }) {
  const urgent = variant === 'error' || variant === 'form-error';
  // A centred banner sits under a screen's own sign (a check mark): it needs none of its own.
  const sign = center ? undefined : SIGNS[variant];
  return (
    <div className={`court-alert court-alert--${variant}${center ? ' court-alert--center' : ''}`} part={`${PART.alert} alert-${variant}`} role={urgent ? 'alert' : 'status'}>
      {sign && (
        <svg className="court-alert-sign" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {variant === 'warning' ? <path d="M12 3l10 18H2z" /> : <circle cx="12" cy="12" r="10" />}
          {sign}
        </svg>
      )}
      <div className="court-alert-body">{typeof children === 'string' ? <LinkedText text={children} /> : children}</div>
    </div>
  );
}
