// Each page's own heading. It takes focus when the page appears, so keyboard and screen-reader
// users start at the new content after a navigation.
import { useEffect, useRef } from 'react';

export const APP_TITLE = 'Tennis Court Booking Authentication';

/** `hidden`: for assistive technology only, where the page's content shows its own heading. */
export function PageHeading({ children, hidden = false }: { children: string; hidden?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${children} · ${APP_TITLE}`;
    heading.current?.focus();
  }, [children]);
  return (
    <h2 ref={heading} tabIndex={-1} className={hidden ? 'page-heading visually-hidden' : 'page-heading'}>
      {children}
    </h2>
  );
}
