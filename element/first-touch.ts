// When React renders a painted first screen that is all of its first render (first-paint.ts): at
// the visitor's first touch of the widget, or at the first change the painted screen cannot show.
// React's chunk still comes as the element mounts, so a touch waits for no download; what waits is
// React's render, whose code runs, and is compiled, only then (some 60 to 100 ms on a phone's CPU,
// docs/benchmarks.md). Until then the page holds none of it (React DOM's code that runs is most of
// the widget's heap), and a visitor who only presses a provider's button never pays for it.

/**
 * What counts as a touch: a pointer over the widget (on a desktop, before its click), a finger or a
 * press on it, the focus coming into it, a key in it, and a click sent by a script or a driver.
 */
const TOUCHES = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'pointerup',
  'pointercancel',
  'focusin',
  'keydown',
  'click',
];

/** A press on a painted button that made no click (the pointer slid off it) is a touch this long after its release. */
const PRESS_WITHOUT_CLICK_MS = 300;

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
 * it, is no touch yet; its click is.
 */
export function firstTouch(host: HTMLElement): FirstTouch {
  let wake!: () => void;
  const touched = new Promise<void>((resolve) => (wake = resolve));
  const soon = () => setTimeout(wake);
  let pressing = false;
  const listener = (event: Event) => {
    const { type } = event;
    if ((type === 'pointerdown' || type === 'touchstart') && onButton(event)) pressing = true;
    else if (type === 'click' || type === 'pointercancel') soon();
    else if (type === 'pointerup') setTimeout(wake, pressing ? PRESS_WITHOUT_CLICK_MS : 0);
    else if (!pressing && !(type === 'pointerover' && onButton(event))) soon();
  };
  for (const type of TOUCHES) host.addEventListener(type, listener, { capture: true, passive: true });
  const language = new MutationObserver(soon);
  language.observe(host.ownerDocument.documentElement, { attributeFilter: ['lang'] });
  const stop = () => {
    for (const type of TOUCHES) host.removeEventListener(type, listener, { capture: true });
    language.disconnect();
  };
  void touched.then(stop);
  return { touched, wake, stop };
}
