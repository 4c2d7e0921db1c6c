// Where an element's widget renders: its own open shadow root (the default) or, with
// `enableShadowDOM: false`, the element itself. Decided once per element, when it is first added to
// the page, and kept for its whole life (a shadow root cannot be taken back).
import { adoptStyleSheet, lightStyleSheet, shadowStyleSheet } from '../src/widget/index.ts';

const targets = new WeakMap<HTMLElement, ShadowRoot | HTMLElement>();

/** Decides the element's target the first time (asking `wantsLightDom` then only) and returns it. */
export function placeWidget(host: HTMLElement, wantsLightDom: () => boolean): ShadowRoot | HTMLElement {
  let target = targets.get(host);
  if (!target) {
    target = wantsLightDom() ? host : host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    targets.set(host, target);
  }
  return target;
}

/** The element's target once placed; the element itself before. */
export function widgetTarget(host: HTMLElement): ShadowRoot | HTMLElement {
  return targets.get(host) ?? host;
}

/**
 * Adopts the widget's stylesheet where it applies: on the element's shadow root, or, in light DOM,
 * scoped under `court-login` on the root that holds the element (the document or a page's shadow root).
 */
export function adoptWidgetStyles(host: HTMLElement): void {
  const target = widgetTarget(host);
  if (target instanceof ShadowRoot) {
    adoptStyleSheet(target, shadowStyleSheet());
    return;
  }
  const root = host.getRootNode();
  adoptStyleSheet(root instanceof ShadowRoot ? root : host.ownerDocument, lightStyleSheet());
}
