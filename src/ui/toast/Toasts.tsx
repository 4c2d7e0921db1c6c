import { useSyncExternalStore } from 'react';
import toastTexts from '../../i18n/compiled/en/toasts.ts';
import { useText } from '../../i18n/text.ts';
import { PRODUCT_PART } from '../product-parts.ts';
import type { ToastStore } from './store.ts';

/** The newest toasts shown at once; the others wait in the store (at most 20) and expire there. */
export const VISIBLE_TOASTS = 3;

/**
 * The toasts of one widget, announced politely: a status region around the list (a list may not
 * take role=status). `words` gives each message's text at each render, so a toast says it in the
 * language on screen, also after a change of language.
 */
export function Toasts<Message>({ store, words }: { store: ToastStore<Message>; words: (message: Message) => string }) {
  const text = useText(toastTexts);
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot).slice(-VISIBLE_TOASTS);
  return (
    <div role="status" aria-label={text.toastsLabel()}>
      {/* No empty list: its rules may come after it, and the browser's own margins would move the screen. */}
      {toasts.length > 0 && (
        <ul className="court-toasts">
          {toasts.map((toast) => (
            <li
              key={toast.id}
              className={`court-toast court-toast--${toast.kind}`}
              part={`${PRODUCT_PART.toast} toast-${toast.kind}`}
              data-leaving={toast.leaving}
            >
              <span>{words(toast.message)}</span>
              <button
                type="button"
                className="court-toast-close"
                aria-label={text.toastDismiss()}
                onClick={() => store.dismiss(toast.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
