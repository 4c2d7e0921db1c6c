import { useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../lib/after-paint.ts';
import { PART } from './parts.ts';

import type { AlertVariant } from './alert-signs.tsx';

export type { AlertVariant };

type Extras = typeof import('./alert-signs.tsx');

let extras: Extras | undefined;
let loading: Promise<Extras> | undefined;

/** The signs and links come from a chunk requested after the first paint (no alert shows before). */
function loadExtras(): Promise<Extras> {
  loading ??= afterNextPaint().then(() => import('./alert-signs.tsx')).then((module) => (extras = module));
  return loading;
}

/**
 * Errors are announced at once (role=alert); the other variants politely (role=status). A message
 * given as a string shows its links (a provider's documentation) as links, built as text and anchors.
 */
export function AlertBanner({ variant, children, center = false }: { variant: AlertVariant; children: ReactNode; center?: boolean }) {
  const [loaded, setLoaded] = useState(extras);
  useEffect(() => {
    let active = true;
    if (!loaded) loadExtras().then((module) => active && setLoaded(module), () => {});
    return () => {
      active = false;
    };
  }, [loaded]);
  const urgent = variant === 'error' || variant === 'form-error';
  return (
    <div className={`court-alert court-alert--${variant}${center ? ' court-alert--center' : ''}`} part={`${PART.alert} alert-${variant}`} role={urgent ? 'alert' : 'status'}>
      {/* A centred banner sits under a screen's own sign (a check mark): it needs none of its own. */}
      {loaded && !center && <loaded.AlertSign variant={variant} />}
      <div className="court-alert-body">{loaded && typeof children === 'string' ? <loaded.LinkedText text={children} /> : children}</div>
    </div>
  );
}
