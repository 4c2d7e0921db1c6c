// Where an embedded One Tap prompt goes. In Shadow DOM, Google's script cannot see inside the shadow
// root: the mount node lives in the light DOM (a child of <court-login>) and is projected into the
// container through a named slot (docs/decisions.md#1-light-dom). In light DOM it sits in the container.
// The container follows the content's height: 47 px while there is none, changes settle for 100 ms.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import css from './one-tap.css?inline';

export const DEFAULT_HEIGHT_PX = 47;
export const RESIZE_DEBOUNCE_MS = 100;

export interface OneTapMount {
  /** An element rendered by the view: where the widget lives (shadow root or document). */
  anchor: RefObject<HTMLSpanElement | null>;
  /** The mount node the view renders in light DOM. */
  lightMount: RefObject<HTMLDivElement | null>;
  place: 'shadow' | 'light' | null;
  /** The node Google renders into, once placed (embedded only). */
  mountNode: HTMLElement | null;
  /** The container's height in px. */
  height: number;
}

export function useOneTapMount(embedded: boolean, mountId: string): OneTapMount {
  const anchor = useRef<HTMLSpanElement>(null);
  const lightMount = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<'shadow' | 'light' | null>(null);
  const [mountNode, setMountNode] = useState<HTMLElement | null>(null);
  const height = useContentHeight(mountNode);

  // Where the widget lives decides where the mount node goes; the styles go to the same root.
  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    if (root instanceof ShadowRoot || root instanceof Document) adoptOneTapStyles(root);
    setPlace(root instanceof ShadowRoot ? 'shadow' : 'light');
  }, []);

  useLayoutEffect(() => {
    if (!embedded || !place) return;
    if (place === 'light') {
      setMountNode(lightMount.current);
      return;
    }
    const host = (anchor.current?.getRootNode() as ShadowRoot).host;
    const node = document.createElement('div');
    node.id = mountId;
    node.slot = mountId;
    node.className = 'court-one-tap-mount';
    host.append(node);
    setMountNode(node);
    return () => node.remove();
  }, [embedded, place, mountId]);

  return { anchor, lightMount, place, mountNode, height };
}

function useContentHeight(node: HTMLElement | null): number {
  const [height, setHeight] = useState(DEFAULT_HEIGHT_PX);
  useEffect(() => {
    if (!node) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const content = Math.ceil(node.getBoundingClientRect().height);
        setHeight(content > 0 ? content : DEFAULT_HEIGHT_PX);
      }, RESIZE_DEBOUNCE_MS);
    });
    observer.observe(node);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [node]);
  return height;
}

let shadowSheet: CSSStyleSheet | undefined;
let lightSheet: CSSStyleSheet | undefined;

/**
 * The container's rules, adopted where the widget lives (scoped under court-login in light DOM).
 * Not through styles/sheets.ts: importing it from this chunk makes the build split the entry's
 * shared modules into chunks that load before the first button (see tests/browser/bundle-lazy).
 */
function adoptOneTapStyles(root: ShadowRoot | Document): void {
  const sheet =
    root instanceof ShadowRoot
      ? (shadowSheet ??= makeSheet(css))
      : (lightSheet ??= makeSheet(`court-login {\n${css}\n}`));
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

function makeSheet(text: string): CSSStyleSheet {
  const made = new CSSStyleSheet();
  made.replaceSync(text);
  return made;
}
