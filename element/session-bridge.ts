// What the element tells the page about the session once its Court is there: a `court-session`
// event at start-up and on every change, and, in login mode, the sign-in finished from a redirect
// (OAuth or email link) as `court-success` or `court-error`.
import { loadCourtSession, type CourtSession } from '../src/widget/index.ts';
import type { CourtOptions } from '../src/index.ts';

export interface SessionBridgeOptions {
  /** Settles once the widget has loaded its Court (after its first paint). */
  loaded: Promise<unknown>;
  courtOptions: CourtOptions;
  /** Whether to exchange a `token` in the page's address (login mode, unless the page opted out): asked once the Court is there, so attributes set right after insertion count. */
  finishRedirect: () => boolean;
  sessionDurationMinutes: number;
  emit(name: 'court-session' | 'court-success' | 'court-error', detail: unknown): void;
  /** A sign-in finished from the page's address (an emailed link, an OAuth provider's redirect). */
  signedInByRedirect(): void;
  /** The session ended (sign-out here or in another tab, expiry) after being signed in. */
  signedOut(): void;
}

/** Starts once the widget has loaded its Court, after its first paint; returns the function that stops it. */
export function bridgeSession(options: SessionBridgeOptions): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  void options.loaded
    .then(() => loadCourtSession(options.courtOptions))
    .then(async (session: CourtSession) => {
      if (stopped) return;
      let signedIn = session.getSync().status === 'signed-in';
      options.emit('court-session', session.getSync());
      unsubscribe = session.onChange((state) => {
        const ended = signedIn && state.status === 'signed-out';
        if (state.status !== 'loading') signedIn = state.status === 'signed-in';
        options.emit('court-session', state);
        if (ended) options.signedOut();
      });
      if (!options.finishRedirect()) return;
      // Once exchanged, the outcome is told even if the page removed the element meanwhile.
      const outcome = await session.authenticateByUrl({ sessionDurationMinutes: options.sessionDurationMinutes });
      if (outcome.kind === 'signed-in') {
        options.signedInByRedirect();
        options.emit('court-success', outcome.detail);
      }
      else if (outcome.kind === 'failed') options.emit('court-error', outcome.error);
    })
    // The widget reports a Court that cannot load on its own actions; nothing to add here.
    .catch(() => {});
  return () => {
    stopped = true;
    unsubscribe();
  };
}
