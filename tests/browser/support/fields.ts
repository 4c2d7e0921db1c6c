// Typing into the widget's fields as a visitor does.
import { sendKeys } from '@web/test-runner-commands';
import { byText, waitFor } from './element.ts';

export async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
}

/** The input a label names; the email-type forms come from a chunk of their own, a moment after the element's first screen. */
export async function field(scope: ParentNode, label: string): Promise<HTMLInputElement> {
  const labelElement = await waitFor(() => byText(scope, 'label', label));
  return scope.querySelector<HTMLInputElement>(`#${CSS.escape(labelElement.getAttribute('for')!)}`)!;
}
