// React adopts the painted first screen (first-screen.ts, first-form.ts) as it is: its first render
// hydrates the painted nodes, so every node a page or a test found stays the one that works, and no
// second copy of a control is ever in the page. Until then the painted screen takes the visitor's
// first click on a button (it shows it pressed) and keeps what was typed and the focus in its own
// nodes; React's renderer (element/react-renderer.ts) then asks for the screen
// (`paintedScreen`), and once the parts of its first render are in (its forms', if the painter's
// are in or on their way), readies it to match React's first render exactly, hydrates it, and once
// React has committed gives React's state what was typed and replays the click, once. Until that
// readying the screen is still the painter's (`beforeHydration`). A provider's sign-in the painted
// screen started itself and that is still on its way holds React's provider buttons until it has
// left or failed (`holdProviderButtons`). The painted mark
// (`data-court-painted`) goes when React's frame is no longer busy: the screen is then all React's.
import { showBusy } from './busy.ts';
import { PAINTED } from './first-screen.ts';

interface Waiting {
  clicked?: HTMLElement;
  /** The pressed look was added here (the phone form's busy button has its own). */
  pressedLook?: boolean;
  /** The press was started by the painted screen itself (a provider's sign-in): not replayed unless it fails. */
  started?: boolean;
  /** That start is on its way: it has neither left for the provider nor failed. */
  starting?: boolean;
  /** Ends the hold on React's provider buttons, put there as React began to hydrate with the start on its way. */
  unhold?: () => void;
  /** Replays the press on React's adopted node, once React has it. */
  replay?: () => void;
  /** React's renderer has asked for the screen: it hydrates it once the parts of its first render are in. */
  taken: boolean;
  /** The painter's forms are on their way (first-form.ts): React's first render has its forms. */
  formsComing?: boolean;
  stop(): void;
}

/** Starts what a painted button does, before React; undefined for a press React replays. */
export type PaintedPress = (button: Element) => Promise<void> | undefined;

/** The painted screens React has not hydrated yet. */
const waiting = new WeakMap<HTMLElement, Waiting>();

/** What React's renderer does with a painted screen it adopts. */
export interface PaintedScreen {
  root: HTMLElement;
  /**
   * Painted with its forms, or with them on their way: React renders them at once, its parts in
   * (src/widget/first-parts.ts). Forms the painter has not added by then make React render the
   * screen afresh.
   */
  withForms: boolean;
  /** Right before React hydrates: the screen as React's first render makes it; what to do after React's commit. */
  prepare(): () => void;
  /** React will not adopt it (its parts failed to load, the element went before React came): it goes. */
  drop(): void;
}

/**
 * Keeps the first click on a painted button until React adopts the screen; a press `press` starts
 * itself (a provider's sign-in) is not replayed, unless that start fails: React's path then runs it,
 * once `failed` has asked for React.
 */
export function awaitReact(painted: HTMLElement, press?: PaintedPress, failed: () => void = () => {}): void {
  const view = painted.ownerDocument.defaultView;
  const state: Waiting = {
    taken: false,
    stop: () => {
      painted.removeEventListener('click', click);
      view?.removeEventListener('pageshow', back);
    },
  };
  // Back from the provider through the back/forward cache, the page is as it was left: the sign-in it
  // started is over, and the button must work again (React's flow is idle again too).
  const back = (event: PageTransitionEvent) => {
    if (!event.persisted || !state.started) return;
    if (state.clicked && state.pressedLook) showBusy(state.clicked, false);
    state.clicked = undefined;
    state.pressedLook = false;
    state.started = false;
  };
  const click = (event: Event) => {
    if (state.clicked) return;
    const clicked = (event.target as Element).closest('button') ?? undefined;
    state.clicked = clicked;
    // A pressed button says so, as React's pending Button does: later clicks wait for this one. (The
    // phone form's says so already: it waits for its country's check.)
    if (clicked?.matches('.court-button:not([aria-busy])')) {
      state.pressedLook = true;
      showBusy(clicked, true);
    }
    const start = clicked && press?.(clicked);
    if (start) {
      state.started = true;
      state.starting = true;
      const settled = () => {
        state.starting = false;
        state.unhold?.();
        state.unhold = undefined;
      };
      start.then(settled, () => {
        settled();
        state.started = false;
        state.replay?.();
        failed();
      });
    }
  };
  painted.addEventListener('click', click);
  view?.addEventListener('pageshow', back);
  waiting.set(painted, state);
}

/** Whether a press on a painted provider button has started its sign-in: the page is leaving, React has nothing to do. */
export function leavingForProvider(painted: HTMLElement): boolean {
  const state = waiting.get(painted);
  return !!state?.started && !!state.clicked?.matches('[part~="oauth-button"]');
}

/**
 * Whether the screen is still the painter's, its presses and what it adds: React has not begun to
 * hydrate it. Its renderer may have asked for it already, and waits for the parts of its first render.
 */
export const beforeHydration = (painted: HTMLElement): boolean => painted.isConnected && waiting.has(painted);

/** The painter's forms are on their way to this screen: React's renderer, if it comes first, waits for its forms' parts. */
export function formsComing(painted: HTMLElement): void {
  const state = waiting.get(painted);
  if (state) state.formsComing = true;
}

/** The painted screen in this container that React's renderer has not asked for yet; taken: it stays the painter's until `prepare`. */
export function paintedScreen(container: ShadowRoot | HTMLElement): PaintedScreen | undefined {
  const root = [...container.children].find(
    (child): child is HTMLElement => child instanceof HTMLElement && waiting.get(child)?.taken === false,
  );
  const state = root && waiting.get(root);
  if (!root || !state) return undefined;
  state.taken = true;
  return {
    root,
    withForms: !!root.querySelector('form') || !!state.formsComing,
    prepare: () => {
      // From now on React's own listeners take the clicks (they hydrate what is clicked first).
      waiting.delete(root);
      state.stop();
      const { clicked } = state;
      // React's pending Button is not what its first render makes: the pressed look goes until the replay.
      if (clicked && state.pressedLook) showBusy(clicked, false);
      // Held from now, as React hydrates: a click meanwhile would reach React's buttons.
      const hold = state.starting ? holdProviderButtons(root) : undefined;
      if (hold) state.unhold = hold.end;
      // Called in React's commit: the typed text reaches React's state in that commit's own
      // synchronous render, before anything else renders the field; the click waits for it.
      return () => {
        for (const input of root.querySelectorAll('input')) if (input.value) retype(input);
        if (clicked) state.replay = () => clicked.click();
        if (!state.started) queueMicrotask(() => state.replay?.());
        else if (clicked && state.starting && state.pressedLook) hold?.showPressed(clicked);
        unmarkWhenDone(root);
      };
    },
    drop: () => {
      waiting.delete(root);
      state.stop();
      root.remove();
    },
  };
}

/**
 * A painted press whose sign-in is still on its way as React takes the screen: React's provider
 * buttons take no press until that start has left for the provider or failed, since each would start
 * a sign-in of its own; and once React has committed its first render, which made the pressed button
 * idle, the pressed look comes back on the node React adopted.
 */
function holdProviderButtons(root: HTMLElement): { showPressed(button: Element): void; end(): void } {
  let pressed: Element | undefined;
  // Before React's listener, which is on the container above: a click stopped here never reaches it.
  const refuse = (event: Event) => {
    if (!(event.target as Element).closest('[part~="oauth-button"]')) return;
    event.preventDefault();
    event.stopPropagation();
  };
  root.addEventListener('click', refuse, true);
  return {
    showPressed: (button) => showBusy((pressed = button), true),
    end: () => {
      root.removeEventListener('click', refuse, true);
      if (pressed) showBusy(pressed, false);
    },
  };
}

/**
 * Hydration keeps a field's text but React's state does not have it, and React's value tracker
 * took the text as its last value: through the tracking setter the field is emptied, through the
 * native one the text comes back, and the input event React listens to tells React's state.
 */
function retype(input: HTMLInputElement): void {
  const { value, selectionStart, selectionEnd } = input;
  input.value = '';
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  // Email fields have no selection (null).
  if (selectionStart !== null && input.selectionStart !== null) input.setSelectionRange(selectionStart, selectionEnd);
}

/** The painted mark goes once React's frame is no longer busy (pages and tests wait for React's screen by it). */
function unmarkWhenDone(root: HTMLElement): void {
  const done = () => !root.querySelector(':scope > [aria-busy="true"]');
  if (done()) {
    root.removeAttribute(PAINTED);
    return;
  }
  const observer = new MutationObserver(() => {
    if (!done()) return;
    observer.disconnect();
    root.removeAttribute(PAINTED);
  });
  observer.observe(root, { subtree: true, childList: true, attributeFilter: ['aria-busy'] });
}
