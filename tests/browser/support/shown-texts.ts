// The texts a widget puts before a visitor: each shown text node and each text attribute a visitor
// meets (read aloud or shown), with where it is, for the language walks to judge.

/** The attributes whose text a visitor meets (read aloud or shown). */
const TEXT_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'alt',
  'title',
];
/** Locale data the browser gives (the country list's names, from Intl.DisplayNames), not a catalogue's. */
const OUTSIDE_CATALOGUES = 'style, script, option';

/** The widget's nodes: its shadow root (if any) and its own light DOM (the forms Shadow DOM projects). */
export function widgetRoots(element: HTMLElement): Node[] {
  return element.shadowRoot ? [element.shadowRoot, element] : [element];
}

export interface ShownText {
  /** The text, trimmed. */
  text: string;
  /** How a failure names it: `text "…"` or `aria-label "…" of <button>`. */
  label: string;
  /** The element that shows it (a text node's parent, an attribute's owner). */
  element: Element;
}

/** An SVG's <title> is never drawn but is read aloud as the image's name: it counts when its image shows. */
function shown(element: Element): boolean {
  const drawn = element instanceof SVGTitleElement ? element.parentElement : element;
  return drawn !== null && drawn.checkVisibility({ visibilityProperty: true });
}

/** Every non-empty text node and text attribute under the roots, of elements that show. */
export function shownTexts(roots: Node[]): ShownText[] {
  const found: ShownText[] = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node instanceof Element && node.matches(OUTSIDE_CATALOGUES)
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text) {
        const text = node.data.trim();
        if (text && node.parentElement && shown(node.parentElement))
          found.push({ text, label: `text "${text}"`, element: node.parentElement });
      } else if (node instanceof Element && shown(node)) {
        for (const name of TEXT_ATTRIBUTES) {
          const value = node.getAttribute(name)?.trim();
          if (value) found.push({ text: value, label: `${name} "${value}" of <${node.localName}>`, element: node });
        }
      }
    }
  }
  return found;
}
