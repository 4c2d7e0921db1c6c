// React's first commit replaces the painted first screen (first-screen.ts) in one frame: a mutation
// observer on the container runs right after that commit, before the browser paints again, and
// removes the painted nodes (React itself clears them in light DOM). What the visitor did to them
// meanwhile carries over to React's same nodes: the focus, and a click on a button, replayed once.
export function handOver(container: ShadowRoot | HTMLElement, painted: HTMLElement): void {
  let focused: Element | undefined;
  let clicked: Element | undefined;
  painted.addEventListener('focusin', (event) => {
    focused = event.target as Element;
  });
  painted.addEventListener('focusout', (event) => {
    // Focus that leaves for elsewhere stays there.
    if (!painted.contains(event.relatedTarget as Node | null)) focused = undefined;
  });
  painted.addEventListener('click', (event) => {
    clicked ??= (event.target as Element).closest('button') ?? undefined;
  });
  const observer = new MutationObserver(() => {
    const rendered = [...container.children].find((child) => child !== painted && child.classList.contains('court-root'));
    if (!rendered) return;
    observer.disconnect();
    // Found before the removal, whose own blur must not count.
    const focus = sameNode(focused, painted, rendered);
    const click = sameNode(clicked, painted, rendered);
    painted.remove();
    focus?.focus({ preventScroll: true });
    click?.click();
  });
  observer.observe(container, { childList: true });
}

/** The node of React's screen in the place of a painted one: the same tag and part, at the same rank. */
function sameNode(target: Element | undefined, painted: Element, rendered: Element): HTMLElement | undefined {
  if (!target) return undefined;
  const selector = `${target.localName}[part="${target.getAttribute('part')}"]`;
  return rendered.querySelectorAll<HTMLElement>(selector)[[...painted.querySelectorAll(selector)].indexOf(target)];
}
