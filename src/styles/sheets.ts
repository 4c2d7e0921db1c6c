// The widget's CSS as constructable stylesheets: no <style> element is ever injected, so the
// element works under `style-src 'self'`. Shadow DOM adopts the sheet on its root; light DOM
// adopts a copy scoped under `court-login` on the document. The products' rules: product-sheet.ts.
import tokens from './tokens.css?inline';
import widget from './widget.css?inline';

let shadowSheet: CSSStyleSheet | undefined;
let lightSheet: CSSStyleSheet | undefined;

export function sheet(text: string): CSSStyleSheet {
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

export function adoptStyleSheet(root: Document | ShadowRoot, styles: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(styles)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles];
}
