// Styles of the parts that Shadow DOM projects from the light DOM (ui/LightDomSlot.tsx): the
// shadow root's rules cannot reach them, so the light-DOM copy of the widget's rules (scoped under
// court-login) is adopted by the document that holds the element, plus the product rules.
import { adoptProductStyles, adoptStyleSheet, lightStyleSheet } from './sheets.ts';

const SLOTTED_RULES = `
court-login > .court-root.court-slotted {
  display: block; width: auto; max-width: none; padding: 0; border: 0; border-radius: 0; background: transparent;
}`;

let slottedSheet: CSSStyleSheet | undefined;

export function adoptSlottedStyles(host: Element): void {
  const root = host.getRootNode();
  if (!(root instanceof Document) && !(root instanceof ShadowRoot)) return;
  adoptStyleSheet(root, lightStyleSheet());
  if (!slottedSheet) {
    slottedSheet = new CSSStyleSheet();
    slottedSheet.replaceSync(SLOTTED_RULES);
  }
  adoptStyleSheet(root, slottedSheet);
  import('./products.css?inline').then(({ default: css }) => adoptProductStyles(host, css), () => {});
}
