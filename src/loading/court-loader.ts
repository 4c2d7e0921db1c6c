// The Court (provider client, session store, PKCE, event log) is not needed to paint the first
// screen: it comes from a chunk of its own right after that paint. getCourt still shares it per page.
import type { Court, CourtOptions } from '../session/types.ts';
import type { CourtSession } from '../session/page-session.ts';
import { afterNextPaint } from '../lib/after-paint.ts';

/** Loads the Court; the widget calls it once its first screen is on the page. */
export type CourtLoader = () => Promise<Court>;

/**
 * A loader that fetches the Court's chunk after the next paint, once however often it is called.
 * `wanted` is asked after that paint and again once the chunk is in: a widget removed from the page
 * by then builds no Court (whose event log and session calls would go to the provider), and its
 * loader never settles.
 */
export function courtLoader(options: CourtOptions, wanted: () => boolean = () => true): CourtLoader {
  let loading: Promise<Court> | undefined;
  const never = () => new Promise<never>(() => {});
  return () =>
    (loading ??= afterNextPaint()
      .then(() => (wanted() ? import('../session/court.ts') : never()))
      .then(({ getCourt }) => (wanted() ? getCourt(options) : never())));
}

/** The page-level session API over the page's Court for these options, from the same chunk (no wait for a paint). */
export function loadCourtSession(options: CourtOptions): Promise<CourtSession> {
  return import('../session/court.ts').then(({ getCourt, courtSession }) => courtSession(getCourt(options)));
}
