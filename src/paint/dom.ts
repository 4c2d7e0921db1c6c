// Elements for the painted first screen: tag, attributes, children, as React would set them.
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
export const uniqueId = (kind: string) => `court-${kind}-p${++painted}`;
