// A visitor's first touch of a <court-login>: a pointer coming over it. React renders a painted
// first screen that is all of its first render only then (element/first-touch.ts). No import: the
// tests of the built bundle use it too.

export function touchWidget(host: Element): void {
  host.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
}

/** The first touch, while the widget's screen is the painted one. */
export function touchPainted(host: Element): void {
  if ((host.shadowRoot ?? host).querySelector('[data-court-painted]')) touchWidget(host);
}
