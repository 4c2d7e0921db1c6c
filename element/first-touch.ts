// When React renders a painted first screen that is all of its first render (first-paint.ts): at
// the visitor's first touch of the widget, or at the first change the painted screen cannot show.
// React's chunk still comes as the element mounts (with a painted phone form open, once that form's
// own chunks are in), so a touch seldom waits for its download; what waits is React's render, whose
// code runs, and is compiled, only then (some 60 to 100 ms on a phone's CPU, docs/benchmarks.md).
// Until then the page holds none of it (React DOM's code that runs is most of the widget's heap),
// and a visitor who only presses a provider's button never pays for it.

/**
 * What counts as a touch: a pointer over the widget (on a desktop, before its click), a finger or a
 * press on it, the focus coming into it, a key in it, and a click sent by a script or a driver.
 */
const TOUCHES = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'];

/**
 * A press on a painted button that made no click (the pointer slid off it) is a touch this long
 * after its release: beyond the delay some mobile browsers still put between a tap and its click.
 */
const PRESS_WITHOUT_CLICK_MS = 1000;

export interface FirstTouch {
  /** Settles at the first touch, or at `wake`. */
  touched: Promise<void>;
  /** A change the painted screen cannot show: React renders now. */
  wake(): void;
  /** The element left the page: nothing more to listen for. */
  stop(): void;
}

const onButton = (event: Event) => {
  const [target] = event.composedPath();
  return target instanceof Element && target.closest('button') !== null;
};

/**
 * Listens on the element itself: a touch inside its shadow root reaches it too (each of these events
 * is composed). The page's language changing is a change too (React would show another language).
 *
 * A touch wakes React once the event's dispatch is over, never during it: the painted screen's own
 * listeners take the event first. A press on a painted button is the painted screen's until its
 * click, which it acts on itself (a provider's sign-in, the phone form's send) or keeps for React to
 * replay: React rendering in the middle of the press would take that click over, and hydrate the
 * whole screen at once to handle it. So a pointer over a painted button, or the focus a press gives
 * it, is no touch yet; its click is, unless it started a provider's sign-in (`leaving`): the page is
 * leaving, and React would only show the button idle again meanwhile.
 */
export function firstTouch(host: HTMLElement, leaving: () => boolean = () => false): FirstTouch {
  let wake!: () => void;
  const touched = new Promise<void>((resolve) => (wake = resolve));
  const soon = () => setTimeout(wake);
  const document = host.ownerDocument;
  let pressing = false;
  // The release of a press on a painted button, wherever the pointer is by then.
  const released = (event: Event) => {
    if (!pressing) return;
    if (event.type === 'pointercancel') soon();
    else setTimeout(() => pressing && wake(), PRESS_WITHOUT_CLICK_MS);
  };
  const listener = (event: Event) => {
    const { type } = event;
    if ((type === 'pointerdown' || type === 'touchstart') && onButton(event)) pressing = true;
    else if (type === 'click') {
      pressing = false;
      setTimeout(() => leaving() || wake());
    } else if (!pressing && !(type === 'pointerover' && onButton(event))) soon();
  };
  for (const type of TOUCHES) host.addEventListener(type, listener, { capture: true, passive: true });
  for (const type of ['pointerup', 'pointercancel']) document.addEventListener(type, released, { capture: true });
  const language = new MutationObserver((records) => {
    if (records.some(({ oldValue }) => oldValue !== document.documentElement.lang)) soon();
  });
  language.observe(document.documentElement, { attributeFilter: ['lang'], attributeOldValue: true });
  const stop = () => {
    for (const type of TOUCHES) host.removeEventListener(type, listener, { capture: true });
    for (const type of ['pointerup', 'pointercancel']) document.removeEventListener(type, released, { capture: true });
    language.disconnect();
  };
  void touched.then(stop);
  return { touched, wake, stop };
}
