// A painted button working, or no longer, as React's Button shows `pending` (src/ui/Button.tsx).
import { node } from './dom.ts';

export function showBusy(button: Element, busy: boolean): void {
  button.querySelector('.court-spinner')?.remove();
  if (busy) {
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('aria-disabled', 'true');
    button
      .querySelector('.court-button-label')
      ?.before(node('span', { class: 'court-spinner', 'aria-hidden': 'true' }));
  } else {
    button.removeAttribute('aria-busy');
    button.removeAttribute('aria-disabled');
  }
}
