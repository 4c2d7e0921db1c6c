// The page-side half of the working-click measure: when each press a person made went down (trusted
// events only: the widget's replay of a click before React is not one), and when the press's
// effect started: the navigation to the OAuth start URL (the Navigation API's `navigate` event, fired
// as the page asks to leave, before any request) or the passcode send request (its Resource Timing
// start). Reported through the same CDP binding as the visibility probe (probe.ts), in the page's
// clock, so click and start compare without crossing clocks.
import { PROBE_BINDING } from './probe.ts';

/** Where the OAuth start navigation goes (docs/provider-api.md#oauth-start), on every bench page. */
export const OAUTH_START_PATH = '/oauth/google/start';
/** The passcode send request: `/otps/sms/login_or_create` of the provider's SDK API, any channel. */
export const PASSCODE_SEND = /\/otps\/[a-z]+\/login_or_create/;

export function clickProbe(): string {
  return `(() => {
    const report = (message) => {
      const send = window.${PROBE_BINDING};
      if (typeof send === 'function') send(JSON.stringify(message));
    };
    // The press, not the click: a page that swaps the button between press and release never gets a
    // click on it, and that press must count as lost, not vanish. Capture on the window: it hears the
    // press before the page's own listeners can stop it. The event's timeStamp is when the press
    // happened, however long the busy main thread kept it queued.
    addEventListener('mousedown', (event) => {
      if (!event.isTrusted) return;
      const onButton = event.composedPath().some((node) => node instanceof HTMLButtonElement);
      report({ kind: 'press', time: event.timeStamp, onButton });
    }, { capture: true });
    window.navigation?.addEventListener('navigate', (event) => {
      if (event.destination.url.includes(${JSON.stringify(OAUTH_START_PATH)}))
        report({ kind: 'start', control: 'google', time: performance.now() });
    });
    const send = new RegExp(${JSON.stringify(PASSCODE_SEND.source)});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (send.test(entry.name)) report({ kind: 'start', control: 'continue', time: entry.startTime });
    }).observe({ type: 'resource' });
  })();`;
}
