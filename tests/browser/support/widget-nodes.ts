// Finding what a visitor sees in <court-login>, wherever it is: in the shadow root, or in the light
// DOM (the whole widget in light DOM mode; the forms Shadow DOM projects through slots).
import { sendKeys } from '@web/test-runner-commands';
import { waitFor } from './element.ts';

/** Every node of the widget that matches, also the light-DOM parts Shadow DOM projects through slots. */
export function all<T extends Element = HTMLElement>(element: HTMLElement, selector: string): T[] {
  return [...(element.shadowRoot?.querySelectorAll<T>(selector) ?? []), ...element.querySelectorAll<T>(selector)];
}

/** The first such node, with exactly this text when one is given. */
export const find = <T extends Element = HTMLElement>(element: HTMLElement, selector: string, text?: string) =>
  all<T>(element, selector).find((node) => text === undefined || node.textContent?.trim() === text);

export const heading = (element: HTMLElement, text: string) => waitFor(() => find(element, 'h2', text), 10_000);

/** Waits until the text is somewhere in the widget. */
export const shown = (element: HTMLElement, text: string) =>
  waitFor(
    () => (element.shadowRoot?.textContent ?? '').includes(text) || (element.textContent ?? '').includes(text),
    10_000,
  );

export async function typeInto(input: HTMLInputElement, text: string) {
  input.focus();
  await sendKeys({ type: text });
}
