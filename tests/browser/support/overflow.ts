// Finds text that does not fit its box: wider than the box (cut, under an ellipsis, or spilling
// out), or taller than a box that hides what overflows; a placeholder wider than its field.

/** Boxes made 1 px on purpose, to be read aloud and not seen. */
const VISUALLY_HIDDEN = '.court-visually-hidden, .court-status:empty';

function clips(value: string): boolean {
  return value === 'hidden' || value === 'clip';
}

function describe(element: Element): string {
  const text = (
    element instanceof HTMLInputElement ? element.placeholder || element.value : (element.textContent ?? '')
  )
    .trim()
    .replace(/\s+/g, ' ');
  return `<${element.localName}${element.className ? ` class="${element.className}"` : ''}> "${text.slice(0, 100)}"`;
}

let canvas: CanvasRenderingContext2D | undefined;
function textWidth(text: string, style: CSSStyleDeclaration): number {
  canvas ??= document.createElement('canvas').getContext('2d')!;
  canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return canvas.measureText(text).width;
}

function placeholderCut(input: HTMLInputElement): boolean {
  if (!input.placeholder || input.value) return false;
  const style = getComputedStyle(input);
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return textWidth(input.placeholder, style) > room + 1;
}

function problemOf(element: HTMLElement): string | undefined {
  if (element instanceof HTMLInputElement)
    return placeholderCut(element) ? `placeholder cut: ${describe(element)}` : undefined;
  if (!element.textContent?.trim() || element.clientWidth === 0) return undefined;
  const style = getComputedStyle(element);
  if (element.scrollWidth > element.clientWidth + 1) {
    return `${style.textOverflow === 'ellipsis' ? 'cut with an ellipsis' : clips(style.overflowX) ? 'cut' : 'overflows'} (${element.scrollWidth} px in ${element.clientWidth} px): ${describe(element)}`;
  }
  if (clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1) {
    return `cut at the bottom (${element.scrollHeight} px in ${element.clientHeight} px): ${describe(element)}`;
  }
  return undefined;
}

/** Every element under the roots whose text does not fit, the innermost one of each overflow. */
export function overflowing(roots: Node[]): string[] {
  const flagged: Array<{ element: HTMLElement; problem: string }> = [];
  for (const root of roots) {
    for (const element of (root as ParentNode).querySelectorAll<HTMLElement>('*')) {
      if (
        !(element instanceof HTMLElement) ||
        element.closest(VISUALLY_HIDDEN) ||
        !element.checkVisibility({ visibilityProperty: true })
      )
        continue;
      const problem = problemOf(element);
      if (problem) flagged.push({ element, problem });
    }
  }
  return flagged
    .filter(({ element }) => !flagged.some((other) => other.element !== element && element.contains(other.element)))
    .map(({ problem }) => problem);
}
