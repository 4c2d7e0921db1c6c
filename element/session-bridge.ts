// What the element tells the page about the session once its Court is there: a `court-session`
// event at start-up and on every change, and, in login mode, the sign-in finished from a redirect
// (OAuth or email link) as `court-success` or `court-error`.
import { loadCourtSession } from '../src/loading/court-loader.ts';
import type { CourtSession } from '../src/session/page-session.ts';
import type { ElementSetup } from './setup.ts';

export interface SessionBridgeOptions {
  /** The element: its `mode` and `handle-redirects` attributes are read once the Court is there, so that attributes set right after insertion count. */
  host: HTMLElement;
  /** Settles once the element has loaded its Court (after its first paint). */
  loaded: Promise<unknown>;
  setup: Extract<ElementSetup, { kind: 'ready' }>;
  emit(name: 'court-session' | 'court-success' | 'court-error', detail: unknown): void;
  /** Whether the login flow shows the success of a sign-in finished from the page's address (an emailed link, an OAuth provider's redirect). */
  showRedirectSuccess(shown: boolean): void;
  /** Starts the login flow over on its first screen. */
  startOver(): void;
}

/** Starts once the element has loaded its Court, after its first paint; returns the function that stops it. */
export function bridgeSession({
  host,
  loaded,
  setup,
  emit,
  showRedirectSuccess,
  startOver,
}: SessionBridgeOptions): () => void {
  const loginMode = () => (host.getAttribute('mode') ?? 'login') === 'login';
  let stopped = false;
  let unsubscribe = () => {};
  void loaded
    .then(() => loadCourtSession(setup.courtOptions))
    .then(async (session: CourtSession) => {
      if (stopped) return;
      let signedIn = session.getSync().status === 'signed-in';
      emit('court-session', session.getSync());
      unsubscribe = session.onChange((state) => {
        const ended = signedIn && state.status === 'signed-out';
        if (state.status !== 'loading') signedIn = state.status === 'signed-in';
        emit('court-session', state);
        if (!ended) return;
        // The sign-in flow only starts over: passkey registration shows its own notice once the user is gone.
        showRedirectSuccess(false);
        if (loginMode()) startOver();
      });
      if (!loginMode() || host.getAttribute('handle-redirects') === 'false') return;
      // Once exchanged, the outcome is told even if the page removed the element meanwhile.
      const outcome = await session.authenticateByUrl({
        sessionDurationMinutes: setup.config.sessionOptions.sessionDurationMinutes,
      });
      if (outcome.kind === 'signed-in') {
        showRedirectSuccess(true);
        emit('court-success', outcome.detail);
      } else if (outcome.kind === 'failed') emit('court-error', outcome.error);
    })
    // The widget reports a Court that cannot load on its own actions; nothing to add here.
    .catch(() => {});
  return () => {
    stopped = true;
    unsubscribe();
  };
}
