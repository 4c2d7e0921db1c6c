// Each page's own heading. It takes focus when the page appears, so keyboard and screen-reader
// users start at the new content after a navigation.
import { useEffect, useRef } from 'react';

export const APP_TITLE = 'Tennis Court Booking Authentication';

export function PageHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${children} · ${APP_TITLE}`;
    heading.current?.focus();
  }, [children]);
  return (
    <h2 ref={heading} tabIndex={-1} className="page-heading">
      {children}
    </h2>
  );
}
