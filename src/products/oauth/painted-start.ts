// A press on a painted provider button (src/paint/first-screen.ts) starts that provider's sign-in
// before React has come: the flow's own start (oauth-start.ts) with the page's Court, and the same
// widget event React's flow would report. A chunk requested right after the first paint with the
// Court's, so that a press leaves as soon as these are in rather than once React has taken over.
import type { WidgetConfig } from '../../config/types.ts';
import { oauthStarted } from '../../flows/telemetry.ts';
import { getCourt } from '../../session/court.ts';
import type { CourtOptions } from '../../session/types.ts';
import { startProvider } from './oauth-start.ts';

/** Starts the sign-in of a painted provider button; resolves once the page is leaving for it. */
export type PaintedStart = (button: Element) => Promise<void>;

/**
 * The page's Court, made now so that the project settings are on their way before a press, and the
 * start of the provider of a painted button of `host`'s, which then sends its `court-event`.
 */
export function paintedStart(host: HTMLElement, config: WidgetConfig, options: CourtOptions): PaintedStart {
  const court = getCourt(options);
  void court.bootstrap.get();
  return async (button) => {
    const provider = config.oauthOptions?.providers.find(({ type }) =>
      button.matches(`[part~="oauth-button-${type}"]`),
    );
    if (!provider) throw new Error('court-login: a painted button of no configured provider');
    const started = await startProvider(provider, {
      court,
      config,
      bootstrap: () => court.bootstrap.forAction(),
      navigate(url) {
        // A widget the page removed meanwhile starts nothing.
        if (!host.isConnected) throw new Error('court-login: the widget left the page before its sign-in started');
        window.location.assign(url);
      },
      now: () => Date.now(),
    });
    const event = oauthStarted(started);
    court.logEvent(event.type, event.data);
    host.dispatchEvent(new CustomEvent('court-event', { detail: event, bubbles: true, composed: true }));
  };
}
