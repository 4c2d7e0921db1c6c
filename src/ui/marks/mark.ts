// A brand mark as data: a view box and the shapes drawn in it. `currentColor` follows the text
// colour, so the black marks (Apple, GitHub, X, TikTok) stay visible on the dark palette.
export interface MarkShape {
  d: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
}

export interface Mark {
  viewBox: string;
  shapes: MarkShape[];
  /**
   * Colour regions painted inside the outline of the first shape (a one-colour icon of the set,
   * shown in the brand's several colours): each region is a polygon, clipped to the outline.
   */
  regions?: Array<{ d: string; fill: string }>;
}

/**
 * A mark of the Simple Icons set (CC0): one path on a 24-unit grid, imported per icon as SVG text
 * (`simple-icons/icons/<slug>.svg?raw`) so that each chunk carries only its own icons, drawn in the
 * brand colour the set lists. Black brand colours become the text colour.
 */
export function fromSimpleIcon(svg: string, hex: string, extra: Partial<MarkShape> = {}): Mark {
  const d = /\sd="([^"]+)"/.exec(svg)?.[1] ?? '';
  return {
    viewBox: '0 0 24 24',
    shapes: [{ d, fill: hex === '000000' || hex === '181717' ? 'currentColor' : `#${hex}`, ...extra }],
  };
}
