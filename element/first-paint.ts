// The first screen before React has rendered (src/paint/): painted when React's first render will
// show that same screen — a ready setup in login mode, without configuration problems, in plain
// English (another language, the page's own texts or languages wait for their table in React too).
import {
  awaitReact,
  beforeHydration,
  formsComing,
  leavingForProvider,
  type PaintedPress,
} from '../src/paint/hand-over.ts';
import { afterNextPaint } from '../src/lib/after-paint.ts';
import { paintFirstScreen } from '../src/paint/first-screen.ts';
import { paintsForms, paintsWholeScreen } from '../src/paint/paints-forms.ts';
import { paintedStart } from '../src/products/oauth/painted-start.ts';
import { courtLoader, type CourtLoader } from '../src/loading/court-loader.ts';
import { requestSettingsEarly, type EarlySettings } from '../src/session/early-settings.ts';
import { methodsInOrder, readLastUsed } from '../src/session/last-used.ts';
import { preloadChunks, preloadNeeds, preloadPaintedForms } from '../src/loading/preload.ts';
import { configurationErrors } from '../src/config/rules.ts';
import type { WidgetConfig } from '../src/config/types.ts';
import type { ElementValues } from './properties.ts';
import { emitterOf } from './emit.ts';
import { firstTouch, type FirstTouch } from './first-touch.ts';
import { languageRequest } from './language-request.ts';
import { readSetup, type ReadySetup } from './setup.ts';

/** What waits for the painted first screen (`paintBeforeReact`). */
export interface PaintWaits {
  /** With a painted phone form: what waits for its chunks. */
  phoneForm?: PhoneFormWaits;
  /** With a painted screen that is all of React's first render: React renders it at the first touch. */
  touch?: FirstTouch;
  /**
   * The element's mount the screen was painted for has ended (the page took the element off): a
   * press on it that still waits starts nothing, even if the element is back by then.
   */
  leave?(): void;
}

/** Paints the first screen where it can, and requests every chunk the setup loads. */
export function paintBeforeReact(
  element: HTMLElement,
  container: ShadowRoot | HTMLElement,
  values: ElementValues,
): PaintWaits | undefined {
  const setup = readSetup(values);
  if (setup.kind !== 'ready') return undefined;
  const { config, mode } = setup;
  // The project settings, asked for now rather than once the Court's chunk has come: the Court takes
  // the answer, and the painted screen's presses go by it before then.
  const settings = requestSettingsEarly(setup.courtOptions);
  let waits: PaintWaits | undefined;
  try {
    waits = paint(element, container, values, setup, settings);
  } finally {
    // Every chunk this setup loads, right after the first paint, in one level (src/loading/preload.ts).
    // The element's Court always comes from its chunk. A painted phone form's chunks come first, its
    // country's check too: the form sends with them alone.
    preloadChunks(config, mode, true, waits?.phoneForm?.ready);
  }
  return waits;
}

/**
 * What waits for a painted phone form's chunks, on a slow link, so as not to share the link with
 * them. The form sends with them alone, without the Court or React.
 */
export interface PhoneFormWaits {
  /** Every other chunk of the preload waits for them all: the form can send. */
  ready: Promise<void>;
  /** The element's Court (its session bridge, element-session.ts) waits for them all too. */
  court: Promise<void>;
  /**
   * React's chunk, when that form is the one open, waits for its own. On a slow link React's chunk
   * (63 KiB gzip) shared the link with the form's country's check and held it back by some 80 ms.
   * Requested once the form's own chunks are in, React's first bytes come a round trip later, when
   * the check is in or nearly; the products' first parts, which React's first render also waits
   * for, are requested only after the check anyway.
   */
  react?: Promise<void>;
  /**
   * React's chunk is in and waits for the first touch: the phone field's country names are made
   * while the page is idle (src/ui/country-names.ts), not at the touch, nor as the form gets ready
   * to send, when a press must not wait for them.
   */
  reactIn(): void;
}

/**
 * How long React's chunk and the Court wait for the painted forms' chunks, and a painted screen for
 * its forms before React renders its own, at most: one that never answers must not keep them from
 * loading (on Fast 3G they come in about 1 s). The other chunks need no such limit: what React
 * renders imports what it needs itself.
 */
const PAINTED_FORMS_MS = 5000;

/** Settles when `loading` has, or after the limit; a timer left running settles a race already won. */
const atMost = (loading: Promise<unknown>): Promise<void> =>
  Promise.race([loading, new Promise((resolve) => setTimeout(resolve, PAINTED_FORMS_MS))]).then(() => {});

/** Paints the first screen where React's first render will show that same screen, with its forms. */
function paint(
  element: HTMLElement,
  container: ShadowRoot | HTMLElement,
  values: ElementValues,
  setup: ReadySetup,
  settings: EarlySettings,
): PaintWaits | undefined {
  const { config, mode } = setup;
  if (languageRequest(values, config, element.ownerDocument.documentElement.lang)) {
    // The language table chooses the locale and loads its messages: requested now, with React's
    // chunk, in any mode, it is there to ask for them as soon as React's first render does.
    void preloadNeeds(['language']);
    return undefined;
  }
  if (mode !== 'login' || configurationErrors(config).length > 0) return undefined;
  const lastUsed = readLastUsed(setup.courtOptions.publicToken);
  const painted = paintFirstScreen(config, lastUsed);
  // In place of what the element holds (in light DOM, the page's whitespace between its tags): React
  // adopts the container's nodes from the first, as it would clear them to render its own.
  container.replaceChildren(painted);
  const loadCourt = courtLoader(setup.courtOptions, () => element.isConnected);
  const forms = paintsForms(config);
  const touch = paintsWholeScreen(config) ? firstTouch(element, () => leavingForProvider(painted)) : undefined;
  let mounted = true;
  const presses = paintedPresses(element, setup, settings, loadCourt, painted, forms, () => mounted);
  // A painted start that failed is React's to replay.
  awaitReact(painted, presses, () => touch?.wake());
  const waits = forms ? paintForms(painted, config, lastUsed, touch) : { touch };
  // The Court, which logs it, waits for a painted phone form's chunks, as the element's own does.
  reportScreen(element, () => (waits.phoneForm?.court ?? Promise.resolve()).then(loadCourt));
  return { ...waits, leave: () => (mounted = false) };
}

/**
 * Adds the forms to the painted screen, from a small chunk requested now (with React's, unless the
 * phone form is open): after the paint it would share the link with every other chunk (36 with
 * passcodes and magic links) and come 250 ms later. With a phone form, its chunks loading
 * (`preloadPaintedForms`). Forms that do not come (their chunk failed, or is still on its way after
 * the limit) leave a screen that is not React's first render: React renders its own, without waiting
 * for a touch.
 */
function paintForms(
  painted: HTMLElement,
  config: WidgetConfig,
  lastUsed: string | undefined,
  touch: FirstTouch | undefined,
): PaintWaits {
  // Added until React hydrates the screen: its renderer, if it came first, waits for its own forms' parts.
  formsComing(painted);
  const added = import('../src/paint/first-form.ts').then(
    ({ addForms }) => beforeHydration(painted) && addForms(painted, config, lastUsed),
    () => {},
  );
  void atMost(added).then(() => painted.querySelector('form') || touch?.wake());
  const chunks = preloadPaintedForms(config);
  if (!chunks) return { touch };
  const open = methodsInOrder(config, lastUsed)[0];
  const phoneOpen = open?.kind === 'otp' && open.channel !== 'email';
  return {
    touch,
    phoneForm: {
      ready: chunks.ready,
      court: atMost(chunks.ready),
      react: phoneOpen ? atMost(chunks.forms) : undefined,
      reactIn: () =>
        void import('../src/ui/country-names.ts').then(
          ({ nameCountriesInIdleTime }) => nameCountriesInIdleTime(),
          () => {},
        ),
    },
  };
}

/**
 * The painted login screen is on view: told as React's login flow tells it (a `court-event` and the
 * provider's event log), after the paint so that a page's listeners added right after inserting the
 * element hear it. React's flow does not tell it again for the screen it adopts.
 */
function reportScreen(element: HTMLElement, loadCourt: CourtLoader): void {
  void afterNextPaint().then(() => {
    if (!element.isConnected) return;
    emitterOf(element)('court-event', { type: 'render_login_screen', data: {} });
    loadCourt().then(
      (court) => court.logEvent('render_login_screen', {}),
      () => {},
    );
  });
}

/**
 * The presses the painted screen acts on itself rather than waiting for React: a provider button
 * starts that provider's sign-in from court-login.js itself, by the settings asked for above
 * (src/products/oauth/painted-start.ts); the phone form's Continue sends its passcode from a
 * chunk requested with the paint (src/products/otp/painted-send.ts), with the same settings.
 * A press they turn down, or whose chunk failed, React's path replays.
 */
function paintedPresses(
  element: HTMLElement,
  { config, courtOptions }: ReadySetup,
  settings: EarlySettings,
  loadCourt: CourtLoader,
  painted: HTMLElement,
  forms: boolean,
  mounted: () => boolean,
): PaintedPress {
  const start =
    config.products.includes('oauth') && paintedStart(element, config, courtOptions, settings, loadCourt, mounted);
  const send =
    forms &&
    later(() =>
      import('../src/products/otp/painted-send.ts').then(({ paintedSend }) =>
        paintedSend(painted, config, courtOptions, settings, loadCourt),
      ),
    );
  return (button) => {
    if (button.matches('[part~=oauth-button]')) return start ? start(button) : undefined;
    if (button.matches('[type=submit]') && send) return send.then((run) => run(button));
    return undefined;
  };
}

/** Loads once the first screen is painted. A chunk that failed fails the press, which React's path then replays. */
function later<T>(load: () => Promise<T>): Promise<T> {
  const loading = afterNextPaint().then(load);
  loading.catch(() => {});
  return loading;
}
