// Elements for the painted first screen: tag, attributes, children, as React would set them.
import type { PaintedIdKind, PaintedIds } from '../ui/painted-ids.ts';

const SVG = 'http://www.w3.org/2000/svg';

type Child = Node | string | false | undefined;

/** An element with these attributes and children. */
export function node<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Record<string, string>,
  ...children: Child[]
): HTMLElementTagNameMap[Tag] {
  return build(document.createElement(tag), attributes, children);
}

export function svgNode(tag: string, attributes: Record<string, string>, ...children: Element[]): Element {
  return build(document.createElementNS(SVG, tag), attributes, children);
}

function build<Made extends Element>(element: Made, attributes: Record<string, string>, children: Child[]): Made {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children.filter((child): child is Node | string => !!child));
  return element;
}

/** Unique per painted mark or badge: several widgets may share a document (light DOM). */
let painted = 0;
/** The ids given while a screen is being painted, by kind, in the order they are on screen. */
let giving: PaintedIds | undefined;

export const uniqueId = (kind: PaintedIdKind) => {
  const id = `court-${kind}-p${++painted}`;
  (giving ??= {})[kind] = [...(giving[kind] ?? []), id];
  return id;
};

/**
 * The ids a painted screen gave its parts: React's first render, which adopts the painted nodes,
 * takes them over (src/ui/painted-ids.ts), so that what it links to them later (a field's error,
 * a tab's panel) finds them.
 */
const given = new WeakMap<Element, PaintedIds>();

/** Paints a screen's root, or (given `root`) what is added to it, and keeps the ids it gave after those before. */
export function givingIds<Painted extends Element>(paint: () => Painted, root?: Element): Painted {
  giving = undefined;
  const painted = paint();
  const ids = { ...given.get(root ?? painted) };
  for (const [kind, list] of Object.entries(giving ?? {}) as Array<[PaintedIdKind, string[]]>)
    ids[kind] = [...(ids[kind] ?? []), ...list];
  given.set(root ?? painted, ids);
  giving = undefined;
  return painted;
}

export const paintedIds = (root: Element): PaintedIds => given.get(root) ?? {};
