import type { ReactNode } from 'react';
import { AlertBanner } from '../../../ui/AlertBanner.tsx';

interface OneTapAreaProps {
  /** Embedded: the container around Google's prompt; its height follows the content. */
  embedded: boolean;
  heightPx: number;
  loading: boolean;
  /** The mount node Google renders into: a slot (Shadow DOM) or a host element for it (light DOM). */
  mount: ReactNode;
  /** A One Tap error, shown in red. */
  error?: string;
  loadingLabel: string;
}

/** Google One Tap's place on the main screen: the embedded container and One Tap's errors. */
export function OneTapArea({ embedded, heightPx, loading, mount, error, loadingLabel }: OneTapAreaProps) {
  return (
    <>
      {embedded && (
        <div className="court-one-tap" style={{ height: `${heightPx}px` }} aria-busy={loading || undefined}>
          {loading && <span className="court-spinner court-one-tap-spinner" role="status" aria-label={loadingLabel} />}
          {mount}
        </div>
      )}
      {error && <AlertBanner variant="error">{error}</AlertBanner>}
    </>
  );
}
