// The rules of the lazily loaded products, in a chunk of their own that loads with them (import()
// this module): added beside the widget's own, on its shadow root, or scoped under `court-login` on
// the root that holds it in light DOM. Their text too, for the slotted parts (slotted.ts).
import css from './products.css?inline';

export { css as productRules };
import { adoptStyleSheet, sheet } from './sheets.ts';

const sheets: { shadow?: CSSStyleSheet; light?: CSSStyleSheet } = {};

export function adoptProductStyles(inside: Node): void {
  const root = inside.getRootNode();
  if (!(root instanceof ShadowRoot) && !(root instanceof Document)) return;
  if (root instanceof ShadowRoot && root.host.localName === 'court-login') {
    sheets.shadow ??= sheet(css);
    adoptStyleSheet(root, sheets.shadow);
  } else {
    sheets.light ??= sheet(`court-login {\n${css}\n}`);
    adoptStyleSheet(root, sheets.light);
  }
}
