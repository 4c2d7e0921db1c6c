// A painted button working, or no longer, as React's Button shows `pending` (src/ui/Button.tsx). A
// button already busy keeps its spinner: React may have adopted it.
import { node } from './dom.ts';

/** The painted phone form's Continue, if the screen has that form. */
export const phoneSubmit = (root: Element): Element | null | undefined =>
  root.querySelector('input[type="tel"]')?.closest('form')?.querySelector('[type="submit"]');

export function showBusy(button: Element, busy: boolean): void {
  const spinner = button.querySelector('.court-spinner');
  if (busy) {
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('aria-disabled', 'true');
    if (!spinner)
      button
        .querySelector('.court-button-label')
        ?.before(node('span', { class: 'court-spinner', 'aria-hidden': 'true' }));
  } else {
    spinner?.remove();
    button.removeAttribute('aria-busy');
    button.removeAttribute('aria-disabled');
  }
}
