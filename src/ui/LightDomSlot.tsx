// Where the browser must see into the widget (docs/decisions.md#1-light-dom): in Shadow DOM the children
// are rendered into the element's light DOM and projected back through a <slot>, so password
// managers and autofill find the form and its fields with an ordinary document query. In light
// DOM they render in place.
import { useContext, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { adoptSlottedStyles } from '../styles/slotted.ts';
import { ShadowHost } from './shadow-host.ts';

export function LightDomSlot({ children }: { children: ReactNode }) {
  const host = useContext(ShadowHost);
  const slot = useRef<HTMLSlotElement>(null);
  const name = `court-light-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [container] = useState(() => {
    if (!host) return null;
    const element = host.ownerDocument.createElement('div');
    element.className = 'court-root court-slotted';
    element.slot = name;
    return element;
  });
  useLayoutEffect(() => {
    if (!host || !container) return;
    adoptSlottedStyles(host);
    host.append(container);
    return () => container.remove();
  }, [host, container]);
  useLayoutEffect(() => {
    const root = slot.current?.closest('.court-root');
    if (!container || !root) return;
    return speakAs(root, container);
  }, [container]);
  if (!host || !container) return <>{children}</>;
  return (
    <>
      <slot ref={slot} name={name} className="court-slot" />
      {createPortal(children, container)}
    </>
  );
}

/**
 * The container keeps the widget root's language and direction: lang and dir are read through the
 * DOM tree, which for the container is the host page's. Read from the root (not the language
 * context), so that court-login.js exports nothing more to the chunks that hold this slot.
 */
function speakAs(root: Element, container: Element): () => void {
  const copy = () => {
    for (const name of ['lang', 'dir']) {
      const value = root.getAttribute(name);
      if (value === null) container.removeAttribute(name);
      else container.setAttribute(name, value);
    }
  };
  copy();
  const observer = new MutationObserver(copy);
  observer.observe(root, { attributes: true, attributeFilter: ['lang', 'dir'] });
  return () => observer.disconnect();
}
