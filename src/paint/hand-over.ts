// React's screen replaces the painted first screen (first-screen.ts) in one frame: a mutation
// observer on the container runs right after React's commits, before the browser paints again.
// While React's frame is still busy (product parts coming), the painted screen stays on view and
// React's waits hidden; once it is not, the painted nodes go and what the visitor did to them
// carries over to React's same nodes: what was typed, the focus and a click on a button, replayed once.
// React's screen counts as busy too while its texts are loading (a language or strings the page set
// after the paint), so the painted one stays until React's can show them.
// A press the painted screen acts on itself (a provider's sign-in, element/first-paint.ts) is not
// replayed, unless that start failed: then React's path runs it and shows why.
import { node } from './dom.ts';

/** Starts what a painted button does, before React; undefined for a press React's screen replays. */
export type PaintedPress = (button: Element) => Promise<void> | undefined;

export function handOver(container: ShadowRoot | HTMLElement, painted: HTMLElement, press?: PaintedPress): void {
  let focused: Element | undefined;
  let clicked: Element | undefined;
  let rendered: HTMLElement | undefined;
  /** The press was started by the painted screen itself. */
  let started = false;
  /** React's node of that press, once React has taken over. */
  let replay: HTMLElement | undefined;
  painted.addEventListener('focusin', (event) => {
    focused = event.target as Element;
  });
  painted.addEventListener('focusout', (event) => {
    // Focus that leaves for elsewhere stays there.
    if (painted.isConnected && !painted.contains(event.relatedTarget as Node | null)) focused = undefined;
  });
  painted.addEventListener('click', (event) => {
    if (clicked) return;
    clicked = (event.target as Element).closest('button') ?? undefined;
    // A pressed button says so, as React's pending Button does: later clicks wait for this one. (The
    // phone form's says so already: it waits for the phone metadata.)
    if (clicked?.matches('.court-button:not([aria-busy])')) {
      clicked.setAttribute('aria-busy', 'true');
      clicked.setAttribute('aria-disabled', 'true');
      clicked
        .querySelector('.court-button-label')
        ?.before(node('span', { class: 'court-spinner', 'aria-hidden': 'true' }));
    }
    const start = clicked && press?.(clicked);
    if (start) {
      started = true;
      // React's path then runs it again, and shows why it fails.
      start.catch(() => {
        started = false;
        replay?.click();
      });
    }
  });
  const observer = new MutationObserver(() => {
    const current = [...container.children].find(
      (child): child is HTMLElement => child !== painted && child.classList.contains('court-root'),
    );
    if (!current) {
      // React's root has gone (the widget was unmounted before it took over): so does the painted screen.
      if (rendered) {
        observer.disconnect();
        painted.remove();
      }
      return;
    }
    rendered = current;
    if (rendered.querySelector(':scope > [aria-busy="true"]')) {
      if (rendered.style.display !== 'none') {
        rendered.style.setProperty('display', 'none');
        observer.observe(rendered, { subtree: true, childList: true, attributeFilter: ['aria-busy'] });
      }
      // In light DOM React cleared the container: the painted screen comes back, as it was. (Not
      // `isConnected`: off the page, the append would be seen again, and again.)
      if (painted.parentNode !== container) {
        container.append(painted);
        (focused as HTMLElement | undefined)?.focus({ preventScroll: true });
      }
      return;
    }
    observer.disconnect();
    const screen = rendered;
    screen.style.removeProperty('display');
    if (screen.getAttribute('style') === '') screen.removeAttribute('style');
    // Found before the removal, whose own blur must not count.
    const focus = sameNode(focused, painted, screen);
    const click = sameNode(clicked, painted, screen);
    const typed = [...painted.querySelectorAll('input')]
      .filter((input) => input.value)
      .map((input) => [sameNode(input, painted, screen), input] as const);
    const selection =
      focused instanceof HTMLInputElement ? ([focused.selectionStart, focused.selectionEnd] as const) : undefined;
    painted.remove();
    for (const [input, from] of typed) if (input instanceof HTMLInputElement) type(input, from.value);
    focus?.focus({ preventScroll: true });
    // Email fields have no selection to restore (null).
    if (selection?.[0] != null && focus instanceof HTMLInputElement)
      focus.setSelectionRange(selection[0], selection[1]);
    if (started) replay = click;
    else click?.click();
  });
  observer.observe(container, { childList: true });
}

/** Puts text in a field React controls: through the native setter, then the input event React listens to. */
function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The node of React's screen in the place of a painted one: the same tag and part, at the same rank. */
function sameNode(target: Element | undefined, painted: Element, rendered: Element): HTMLElement | undefined {
  if (!target) return undefined;
  const selector = `${target.localName}[part="${target.getAttribute('part')}"]`;
  return rendered.querySelectorAll<HTMLElement>(selector)[[...painted.querySelectorAll(selector)].indexOf(target)];
}
