import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * Moves focus into a screen when it replaces another: to its first field when it has one,
 * else to its heading. The first screen leaves the page's focus alone.
 */
export function ScreenFrame({ screenKey, frame: ref, children }: { screenKey: string; frame: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = screenKey;
    if (previous === null || previous === screenKey) return;
    const scope = ref.current;
    const target = scope?.querySelector<HTMLElement>('input:not([type="hidden"])') ?? scope?.querySelector<HTMLElement>('[data-court-heading]');
    target?.focus();
  }, [screenKey]);
  return <div ref={ref} className="court-stack">{children}</div>;
}
