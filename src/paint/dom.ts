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
/** The ids given since a painted screen last kept them, by kind, in the order they are on screen. */
let given: PaintedIds = {};

export const uniqueId = (kind: PaintedIdKind) => {
  const id = `court-${kind}-p${++painted}`;
  (given[kind] ??= []).push(id);
  return id;
};

/**
 * The ids a painted screen gave its parts: React's first render, which adopts the painted nodes,
 * takes them over (src/ui/painted-ids.ts), so that what it links to them later (a field's error,
 * a tab's panel) finds them.
 */
const kept = new WeakMap<Element, PaintedIds>();

/** Keeps the ids given since the last call (a screen, then its forms, each painted at once) for `root`. */
export function keepIds(root: Element): void {
  const ids = kept.get(root) ?? {};
  for (const [kind, list] of Object.entries(given) as Array<[PaintedIdKind, string[]]>)
    (ids[kind] ??= []).push(...list);
  kept.set(root, ids);
  given = {};
}

/** The ids kept for a painted screen's root, by kind (React's adopting render takes them: it empties the lists). */
export const paintedIds = (root: Element): PaintedIds => kept.get(root) ?? {};
