// Its frame is mirrored without React by src/paint/first-screen.ts; tests/browser/first-paint.test.ts compares them.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * Says `busy` (aria-busy) while the screen's parts are still coming. Moves focus into a screen when
 * it replaces another: to its first field when it has one, else to its heading. The first screen
 * leaves the page's focus alone, and so does any screen while the page's focus is somewhere else
 * than this widget (a page driving several widgets, a visitor typing elsewhere); the page never
 * scrolls for it.
 */
export function ScreenFrame({
  screenKey,
  frame: ref,
  busy,
  children,
}: {
  screenKey: string;
  frame: RefObject<HTMLDivElement | null>;
  busy?: boolean;
  children: ReactNode;
}) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = screenKey;
    if (previous === null || previous === screenKey) return;
    const scope = ref.current;
    if (!scope) return;
    // Not while the page's focus is on something outside this widget (neither the page itself nor in it).
    const active = document.activeElement;
    if (
      active !== document.body &&
      !((scope.getRootNode() as ShadowRoot).host ?? scope.closest('court-login') ?? scope).contains(active)
    )
      return;
    (firstField(scope) ?? scope.querySelector<HTMLElement>('[data-court-heading]'))?.focus({ preventScroll: true });
  }, [screenKey, ref]);
  return (
    <div ref={ref} className="court-stack" aria-busy={busy || undefined}>
      {children}
    </div>
  );
}

const FIELD = 'input:not([type="hidden"]):not([readonly])';

/**
 * The first field in the screen, also among the light-DOM parts projected through its slots: those
 * live in the host's slotted containers (ui/LightDomSlot.tsx).
 */
function firstField(scope: HTMLElement): HTMLElement | null {
  return (
    scope.querySelector<HTMLElement>(FIELD) ??
    (scope.getRootNode() as ShadowRoot).host?.querySelector<HTMLElement>(`:scope > .court-slotted ${FIELD}`) ??
    null
  );
}
