// The language the widget speaks. Plain English (no request) needs nothing more; any other locale,
// the page's `strings` or its own languages load the table from a chunk, which chooses the locale
// and loads its messages. Until the first table has loaded there is nothing to show; after that a
// change keeps the current language on screen until the new one is ready, so the screens stay
// mounted and what the visitor typed stays.
import { useEffect, useRef, useState } from 'react';
import type { LanguageRequest } from '../i18n/language-table.ts';
import { ENGLISH, type Language } from '../i18n/text.ts';

/**
 * `request`: what the page asks for, undefined for plain English; a new object loads its language
 * anew. `undefined` while the first language loads.
 */
export function useLanguage(request: LanguageRequest | undefined): Language | undefined {
  const [loaded, setLoaded] = useState<{ request: LanguageRequest; language: Language }>();
  // What is on screen stays (English too) until the next language has loaded.
  const shown = useRef<Language | undefined>(undefined);
  useEffect(() => {
    // The table (which the element requested as it mounted) loads the rest: the locale's messages,
    // the page's own languages and the code of its texts.
    if (request)
      void import('../i18n/language-table.ts')
        .then((module) => module.requestedLanguage(request))
        // A table that cannot be downloaded, or texts the page gave that cannot be read (a getter
        // that throws), leave the widget speaking English: never a blank widget.
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : 'unknown error';
          console.warn(`court-login: the language could not be loaded (${reason}); the widget speaks English.`);
          return ENGLISH;
        })
        .then((language) => setLoaded({ request, language }));
  }, [request]);
  // A language loaded for an earlier request is never shown, whenever it arrives.
  shown.current = request ? (loaded?.request === request ? loaded.language : shown.current) : ENGLISH;
  return shown.current;
}
