// Drives a <court-login> the way a visitor would, from page script: find, type, click, wait.
// Used by the gallery page and its browser test; it knows the widget only through its DOM.
// The local provider's fault switch comes from the testing kit (its inbox and fault helpers).

export { addFault } from '../../testing/inbox.ts';

export async function waitFor<T>(
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (performance.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Where the widget renders: its shadow root, or the element itself in light DOM. */
export function scopeOf(element: Element): ParentNode {
  return element.shadowRoot ?? element;
}

function visible(node: Element): boolean {
  const box = node.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

export async function button(element: Element, label: string): Promise<HTMLButtonElement> {
  return waitFor(
    () =>
      [...scopeOf(element).querySelectorAll('button')].find(
        (node) => node.textContent?.trim() === label && visible(node) && node.getAttribute('aria-disabled') !== 'true',
      ),
    `the "${label}" button`,
  );
}

export async function click(element: Element, label: string): Promise<void> {
  (await button(element, label)).click();
}

export async function showsText(element: Element, wanted: string): Promise<void> {
  await waitFor(() => scopeOf(element).textContent?.includes(wanted), `"${wanted}" on screen`);
}

export async function field(element: Element, selector: string): Promise<HTMLInputElement> {
  return waitFor(() => scopeOf(element).querySelector<HTMLInputElement>(selector), selector);
}

/** Sets an input's value as typing would, so that React sees the change. */
export function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export async function typeInto(element: Element, selector: string, value: string): Promise<void> {
  type(await field(element, selector), value);
}

/** The newest passcode the local provider "sent" to an address or number. */
export async function latestCode(providerUrl: string, to: string): Promise<string> {
  return waitFor(async () => {
    const response = await fetch(`${providerUrl}/_dev/messages?to=${encodeURIComponent(to)}`);
    const answer = (await response.json()) as { messages: Array<{ code?: string }> };
    return answer.messages[0]?.code;
  }, `a passcode for ${to}`);
}

let counter = 0;
/** A fresh address per use, so that screens never share a sign-in. */
export function freshEmail(label: string): string {
  counter += 1;
  return `gallery-${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A fresh US number (555-01xx is reserved for fiction). */
export function freshPhone(): { national: string; e164: string } {
  counter += 1;
  const line = String(100 + (counter % 100)).padStart(4, '0');
  return { national: `201555${line}`, e164: `+1201555${line}` };
}
