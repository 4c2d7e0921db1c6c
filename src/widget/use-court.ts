// The flow's Court: given, or loaded once the first screen is on the page (see court-loader.ts).
import { useEffect, useState } from 'react';
import type { Court } from '../session/types.ts';
import type { CourtLoader } from '../loading/court-loader.ts';

export interface FlowCourt {
  /** Settles once the Court is there; actions await it. */
  court: Promise<Court>;
  /** The Court once it is there, for views and companions. */
  loaded: Court | undefined;
}

export function useCourt(given: Court | CourtLoader): FlowCourt {
  const [pending] = useState(() => {
    let settle!: (court: Promise<Court>) => void;
    const court = new Promise<Court>((resolve) => (settle = resolve));
    return { court, settle };
  });
  const [loaded, setLoaded] = useState<Court>();
  useEffect(() => {
    let active = true;
    // After mount: the first screen is committed, so loading the Court never delays it.
    pending.settle(typeof given === 'function' ? given() : Promise.resolve(given));
    pending.court.then(
      (court) => active && setLoaded(court),
      () => {},
    );
    return () => {
      active = false;
    };
  }, [pending, given]);
  return { court: pending.court, loaded };
}
