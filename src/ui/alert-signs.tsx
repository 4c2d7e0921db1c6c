// What an alert adds once this chunk is there (requested right after the first screen is painted):
// its small decorative sign, and a provider's documentation links made clickable.
import type { ReactNode } from 'react';

export { LinkedText } from './LinkedText.tsx';

export type AlertVariant = 'error' | 'warning' | 'success' | 'form-error';

/** The words carry the meaning; the sign only decorates. */
const SIGNS: Partial<Record<AlertVariant, ReactNode>> = {
  error: <path d="M12 7v6M12 16.5v.5" />,
  warning: <path d="M12 8v5M12 16.5v.5" />,
  success: <path d="M7.5 12.5l3 3 6-6.5" />,
};

export function AlertSign({ variant }: { variant: AlertVariant }) {
  const sign = SIGNS[variant];
  return sign ? (
    <svg className="court-alert-sign" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {variant === 'warning' ? <path d="M12 3l10 18H2z" /> : <circle cx="12" cy="12" r="10" />}
      {sign}
    </svg>
  ) : null;
}
