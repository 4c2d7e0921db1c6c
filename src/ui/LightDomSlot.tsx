// Where the browser must see into the widget (DESIGN.md decision 10): in Shadow DOM the children
// are rendered into the element's light DOM and projected back through a <slot>, so password
// managers and autofill find the form and its fields with an ordinary document query. In light
// DOM they render in place. The container speaks the widget's language and direction: lang and dir
// are read through the DOM tree, which here is the host page's.
import { useContext, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LanguageContext } from '../i18n/text.ts';
import { adoptSlottedStyles } from '../styles/slotted.ts';
import { ShadowHost } from './shadow-host.ts';

export function LightDomSlot({ children }: { children: ReactNode }) {
  const host = useContext(ShadowHost);
  const { lang, dir } = useContext(LanguageContext);
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
    if (!container) return;
    container.lang = lang;
    container.dir = dir;
  }, [container, lang, dir]);
  if (!host || !container) return <>{children}</>;
  return (
    <>
      <slot name={name} className="court-slot" />
      {createPortal(children, container)}
    </>
  );
}
