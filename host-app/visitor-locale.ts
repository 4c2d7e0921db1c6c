// The language of the sign-in widget on /login: the first of the browser's languages the widget has a
// catalogue for, else English. The app's own texts stay English.
import { useSyncExternalStore } from 'react';
import { negotiateLocale } from '../src/i18n/negotiate.ts';

function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}

/** The widget's locale for this browser (e.g. `es` for `es-MX, en`; `en` for `sw`), following language changes. */
export function useVisitorLocale(): string {
  return useSyncExternalStore(
    subscribe,
    () => negotiateLocale(browserLanguages()),
    () => 'en',
  );
}
