// When React renders a painted first screen that is all of its first render (first-paint.ts): at
// the visitor's first touch of the widget, or at the first change the painted screen cannot show.
// React's chunk still comes as the element mounts, so a touch waits for no download; what waits is
// React's render, whose code runs, and is compiled, only then (some 80 to 120 ms on a phone's CPU,
// docs/benchmarks.md). Until then the page holds none of it (React DOM's code that runs is most of
// the widget's heap), and a visitor who only presses a provider's button never pays for it.

/**
 * What counts as a touch: a pointer over the widget (on a desktop, before its click), a finger or a
 * press on it, the focus coming into it, a key in it, and a click sent by a script or a driver.
 */
const TOUCHES = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

export interface FirstTouch {
  /** Settles at the first touch, or at `wake`. */
  touched: Promise<void>;
  /** A change the painted screen cannot show: React renders now. */
  wake(): void;
  /** The element left the page: nothing more to listen for. */
  stop(): void;
}

/**
 * Listens on the element itself: a touch inside its shadow root reaches it too (each of these events
 * is composed). The page's language changing is a change too (React would show another language).
 */
export function firstTouch(host: HTMLElement): FirstTouch {
  let wake!: () => void;
  const touched = new Promise<void>((resolve) => (wake = resolve));
  const listener = () => wake();
  for (const type of TOUCHES) host.addEventListener(type, listener, { capture: true, passive: true });
  const language = new MutationObserver(listener);
  language.observe(host.ownerDocument.documentElement, { attributeFilter: ['lang'] });
  const stop = () => {
    for (const type of TOUCHES) host.removeEventListener(type, listener, { capture: true });
    language.disconnect();
  };
  void touched.then(stop);
  return { touched, wake, stop };
}
