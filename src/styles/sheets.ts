// The widget's CSS as constructable stylesheets: no <style> element is ever injected, so the
// element works under `style-src 'self'`. Shadow DOM adopts the sheet on its root; light DOM
// adopts a copy scoped under `court-login` on the document.
import tokens from './tokens.css?inline';
import widget from './widget.css?inline';

let shadowSheet: CSSStyleSheet | undefined;
let lightSheet: CSSStyleSheet | undefined;
const productSheets: { shadow?: CSSStyleSheet; light?: CSSStyleSheet } = {};

function sheet(text: string): CSSStyleSheet {
  const created = new CSSStyleSheet();
  created.replaceSync(text);
  return created;
}

export function shadowStyleSheet(): CSSStyleSheet {
  shadowSheet ??= sheet(`${tokens}\n${widget}`);
  return shadowSheet;
}

/** Light DOM: defaults with zero specificity so page rules on court-login win; rules nested under court-login. */
export function lightStyleSheet(): CSSStyleSheet {
  lightSheet ??= sheet(`${tokens.replace(':host', ':where(court-login)')}\ncourt-login {\n${widget}\n}`);
  return lightSheet;
}

/**
 * The rules of the lazily loaded products (their text arrives with them), added beside the widget's
 * own: on its shadow root, or scoped under `court-login` on the root that holds it in light DOM.
 */
export function adoptProductStyles(inside: Node, css: string): void {
  const root = inside.getRootNode();
  if (!(root instanceof ShadowRoot) && !(root instanceof Document)) return;
  if (root instanceof ShadowRoot && root.host.localName === 'court-login') {
    productSheets.shadow ??= sheet(css);
    adoptStyleSheet(root, productSheets.shadow);
  } else {
    productSheets.light ??= sheet(`court-login {\n${css}\n}`);
    adoptStyleSheet(root, productSheets.light);
  }
}

export function adoptStyleSheet(root: Document | ShadowRoot, styles: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(styles)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles];
}
