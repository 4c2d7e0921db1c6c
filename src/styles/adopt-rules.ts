// A set of rules adopted beside the widget's own where a node lives: on the widget's shadow root, or
// scoped under `court-login` on the root that holds it in light DOM. Each sheet is made once.
import { adoptStyleSheet, sheet } from './sheets.ts';

/** `topLevel`: rules that may not be nested (@keyframes), kept at the top level of the sheet in light DOM too. */
export function rulesAdopter(css: string, topLevel = ''): (inside: Node) => void {
  const sheets: { shadow?: CSSStyleSheet; light?: CSSStyleSheet } = {};
  return (inside) => {
    const root = inside.getRootNode();
    if (!(root instanceof ShadowRoot) && !(root instanceof Document)) return;
    if (root instanceof ShadowRoot && root.host.localName === 'court-login') {
      sheets.shadow ??= sheet(`${topLevel}\n${css}`);
      adoptStyleSheet(root, sheets.shadow);
    } else {
      sheets.light ??= sheet(`${topLevel}\ncourt-login {\n${css}\n}`);
      adoptStyleSheet(root, sheets.light);
    }
  };
}
