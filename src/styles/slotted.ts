// Styles of the parts that Shadow DOM projects from the light DOM (ui/LightDomSlot.tsx): the
// shadow root's rules cannot reach them, so their rules live on the document that holds the
// element. Page rules reach the light DOM too, so these rules guard them: inside a cascade layer,
// every declaration `!important`, after a reset of everything else (`all: revert !important`).
// A layered important declaration beats every unlayered page rule, `!important` ones included;
// see docs/look-and-feel.md for what can still reach them.
import widget from './widget.css?inline';
import { adoptStyleSheet, lightStyleSheet } from './sheets.ts';

const SLOTTED = 'court-login > .court-root.court-slotted';

/** The widget's rules for what sits in a slotted container, which is itself the `.court-root`. */
function guardedText(products: string): string {
  const rules = `${widget}\n${products}`.replace(/\.court-root/g, '&');
  return `@layer court-login-slotted {
:where(${SLOTTED}, ${SLOTTED} *), :where(${SLOTTED} *)::before, :where(${SLOTTED} *)::after, :where(${SLOTTED} *)::placeholder { all: revert; }
${SLOTTED} {
${rules}
}
${SLOTTED} { display: block; width: auto; max-width: none; padding: 0; border: 0; border-radius: 0; background: transparent; }
}`;
}

/** Every declaration of the sheet made `!important` (keyframes excepted: important is invalid there). */
function makeImportant(rules: CSSRuleList): void {
  for (const rule of rules) {
    if (rule instanceof CSSKeyframesRule) continue;
    const style = (rule as { style?: CSSStyleDeclaration }).style;
    // Through the text: a shorthand holding var() has no longhand values to copy. The widget's
    // rules hold no ';' inside a value.
    if (style) style.cssText = style.cssText.replace(/\s*!important/g, '').replace(/;/g, ' !important;');
    const nested = (rule as { cssRules?: CSSRuleList }).cssRules;
    if (nested) makeImportant(nested);
  }
}

let guarded: CSSStyleSheet | undefined;

export function adoptSlottedStyles(host: Element): void {
  const root = host.getRootNode();
  if (!(root instanceof Document) && !(root instanceof ShadowRoot)) return;
  // At once the widget's ordinary rules; the guarded ones as soon as the product rules are there.
  adoptStyleSheet(root, lightStyleSheet());
  import('./product-sheet.ts').then(
    ({ productRules: products }) => {
      if (!guarded) {
        guarded = new CSSStyleSheet();
        guarded.replaceSync(guardedText(products));
        makeImportant(guarded.cssRules);
      }
      adoptStyleSheet(root, guarded);
    },
    () => {},
  );
}
