// The language the widget speaks: the requested locale negotiated against the catalogues. Plain
// English needs nothing more; any other locale, or the page's `strings`, loads its table from a
// chunk. Until the first table has loaded there is nothing to show; after that a change keeps the
// current language on screen until the new one is ready, so the screens stay mounted and what the
// visitor typed stays.
import { useEffect, useRef, useState } from 'react';
import { negotiateLocale } from '../i18n/locales.ts';
import { ENGLISH, type Language } from '../i18n/text.ts';
import { preloadNeeds } from './preload.ts';

/** `requested`: BCP 47 tags, the first the widget speaks wins. `undefined` while the first language loads. */
export function useLanguage(requested: readonly (string | null | undefined)[], strings: unknown): Language | undefined {
  const locale = negotiateLocale(requested);
  const plainEnglish = locale === 'en' && strings === undefined;
  const [loaded, setLoaded] = useState<{ locale: string; strings: unknown; language: Language }>();
  // What is on screen stays (English too) until the next language has loaded.
  const shown = useRef<Language | undefined>(undefined);
  useEffect(() => {
    if (plainEnglish) return undefined;
    let active = true;
    // The table's code, the locale's messages and the overrides' code all at once, not one after another.
    preloadNeeds(['language', `locale-${locale}`, ...(strings === undefined ? [] : ['strings'])]);
    import('../i18n/language-table.ts')
      .then((module) => module.languageTable(locale, strings))
      .then((language) => active && setLoaded({ locale, strings, language }));
    return () => {
      active = false;
    };
  }, [locale, strings, plainEnglish]);
  const asked = loaded?.locale === locale && loaded.strings === strings ? loaded.language : undefined;
  shown.current = plainEnglish ? ENGLISH : asked ?? shown.current;
  return shown.current;
}
