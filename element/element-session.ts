// The element's session bridge (session-bridge.ts), started by the element itself as it mounts
// rather than by React's widget: the page hears `court-session`, and a redirect's sign-in is
// finished, as soon as the Court is in (it comes right after the first paint), not once React's
// chunk has come too, the last to arrive on a slow link. What it changes on the screen (a
// redirect's success, a start over after a sign-out) reaches React as a prop (ElementWidget.tsx).
// A new Court (another public token or provider URL) restarts it; removing the element stops it.
import { courtLoader } from '../src/loading/court-loader.ts';
import { emitterOf } from './emit.ts';
import type { ElementValues } from './properties.ts';
import { readSetup } from './setup.ts';

/** What the session changes on the widget's screen. */
export interface ScreenSession {
  /** Sign-outs seen: after each one the widget starts over on its first screen (a new key). */
  signOuts: number;
  /** The login flow shows the success of a sign-in finished from the page's address. */
  signedInByRedirect: boolean;
}

export interface ElementSession {
  /** Follows the element's values: the bridge starts with the first ready setup, and again with each new Court. */
  follow(values: ElementValues): void;
  stop(): void;
}

/** The values readSetup reads for the Court and the setup (element/setup.ts). */
const setupInputs = (values: ElementValues) => [
  values.publicToken,
  values.providerUrl,
  values.mode,
  values.config,
  values.configProperty,
];

/**
 * The session bridge of `host`, showing what it says through `show`. Its first Court waits for
 * `first` if given: on a slow link the painted phone form's chunks come first (first-paint.ts).
 */
export function elementSession(
  host: HTMLElement,
  first: Promise<void> | undefined,
  show: (screen: ScreenSession) => void,
): ElementSession {
  let screen: ScreenSession = { signOuts: 0, signedInByRedirect: false };
  const change = (next: Partial<ScreenSession>) => {
    screen = { ...screen, ...next };
    show(screen);
  };
  let inputs: unknown[] | undefined;
  let key: string | undefined;
  let stop = () => {};
  return {
    follow(values) {
      const read = setupInputs(values);
      if (inputs && read.every((value, index) => value === inputs![index])) return;
      inputs = read;
      const setup = readSetup(values);
      const next = setup.kind === 'ready' ? setup.courtKey : undefined;
      // The bridge keeps the setup it started with; only a new Court restarts it.
      if (next === key) return;
      stop();
      stop = () => {};
      key = next;
      if (setup.kind !== 'ready') return;
      let stopped = false;
      let stopBridge: (() => void) | undefined;
      // Its code comes with the Court's (the same need of the preload manifest), after the first paint.
      const load = courtLoader(setup.courtOptions, () => host.isConnected);
      const loaded = first ? first.then(load) : load();
      loaded
        .then(() => import('./session-bridge.ts'))
        .then(
          ({ bridgeSession }) => {
            if (stopped) return;
            stopBridge = bridgeSession({
              host,
              loaded,
              setup,
              emit: emitterOf(host),
              showRedirectSuccess: (shown) => change({ signedInByRedirect: shown }),
              startOver: () => change({ signOuts: screen.signOuts + 1 }),
            });
          },
          () => {},
        );
      stop = () => {
        stopped = true;
        stopBridge?.();
      };
    },
    stop: () => stop(),
  };
}
