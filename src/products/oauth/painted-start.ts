// A press on a painted provider button (src/paint/first-screen.ts) starts that provider's sign-in
// before React, and before the Court, have come: the flow's own start (oauth-start.ts) with the
// project settings court-login.js asked for as the element mounted (src/session/early-settings.ts),
// the PKCE pair in the Court's own storage, and the same widget event React's flow reports. In
// court-login.js: from the paint on, a press waits for nothing but those settings.
import type { WidgetConfig } from '../../config/types.ts';
import { oauthStarted } from '../../flows/telemetry.ts';
import { browserLocalStorage, safeStorage } from '../../lib/storage.ts';
import { resolveBaseUrl } from '../../provider/base-url.ts';
import { cachedSettings, settingsForAction } from '../../session/bootstrap-cache.ts';
import type { EarlySettings } from '../../session/early-settings.ts';
import { pkcePairsAhead } from '../../session/pkce.ts';
import type { Court, CourtOptions } from '../../session/types.ts';
import { oauthStartUrl } from '../../provider/oauth-start-url.ts';
import { startProvider } from './oauth-start.ts';

/** Starts the sign-in of a painted provider button; resolves once the page is leaving for it. */
export type PaintedStart = (button: Element) => Promise<void>;

/**
 * The start of the provider of a painted button of `host`'s, by the settings court-login.js asked
 * for early; it then sends its `court-event` and logs it through the page's Court once that has come.
 */
export function paintedStart(
  host: HTMLElement,
  config: WidgetConfig,
  options: CourtOptions,
  early: EarlySettings,
  loadCourt: () => Promise<Court>,
  mounted: () => boolean,
): PaintedStart {
  const { publicToken } = options;
  const warn = (message: string) => console.warn(message);
  // Storage the page may not use is the Court's to report, once.
  const storage = safeStorage(browserLocalStorage(), warn);
  const baseUrl = resolveBaseUrl(publicToken, options.providerUrl);
  const pkce = pkcePairsAhead({ publicToken, storage, warn });
  return async (button) => {
    const provider = config.oauthOptions?.providers.find(({ type }) =>
      button.matches(`[part~="oauth-button-${type}"]`),
    );
    if (!provider) throw new Error('court-login: a painted button of no configured provider');
    // A press whose element left the page while it waited (even if put back since, with a new screen)
    // starts nothing: not even a PKCE pair, which would replace the pair of a sign-in started since
    // from the new screen. A screen React rendered afresh meanwhile is still this element's: its press goes on.
    const stillThere = () => {
      if (!mounted() || !host.isConnected)
        throw new Error('court-login: the widget left the page before its sign-in started');
    };
    const started = await startProvider(provider, {
      config,
      publicToken,
      // None asked for early (the page has the Court, or a session cookie): the Court's.
      settings: async () => {
        const settings = await (early
          ? settingsForAction(early, () => cachedSettings(storage, publicToken))
          : loadCourt().then((court) => court.bootstrap.forAction()));
        stillThere();
        return settings;
      },
      pkce,
      startUrl: (params) => oauthStartUrl(baseUrl, publicToken, params),
      navigate(url) {
        stillThere();
        window.location.assign(url);
      },
    });
    const event = oauthStarted(started);
    host.dispatchEvent(new CustomEvent('court-event', { detail: event, bubbles: true, composed: true }));
    // Telemetry must never disturb a sign-in: a Court that failed to come logs nothing.
    loadCourt().then(
      (court) => court.logEvent(event.type, event.data),
      () => {},
    );
  };
}
