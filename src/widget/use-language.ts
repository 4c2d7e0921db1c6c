// The language the widget speaks: the requested locale negotiated against the catalogues. Plain
// English needs nothing more; any other locale, the page's `strings` or its own languages load the
// table from a chunk, which chooses the locale and loads its messages. Until the first table has
// loaded there is nothing to show; after that a change keeps the current language on screen until
// the new one is ready, so the screens stay mounted and what the visitor typed stays.
import { useEffect, useRef, useState } from 'react';
import { speaksPlainEnglish } from '../i18n/locales.ts';
import type { PageCatalogues } from '../i18n/page-languages.ts';
import { ENGLISH, type Language } from '../i18n/text.ts';
import { preloadNeeds } from '../loading/preload.ts';

/**
 * `requested`: BCP 47 tags, the first the widget speaks wins (the page's own `catalogues` among
 * them: a new `catalogues` object comes with each new `requested`). `undefined` while the first
 * language loads.
 */
export function useLanguage(
  requested: readonly (string | null | undefined)[],
  strings: unknown,
  catalogues?: PageCatalogues,
): Language | undefined {
  // The tags by value: a page passes a new list with each render.
  const tags = JSON.stringify(requested);
  const plainEnglish = strings === undefined && !catalogues && speaksPlainEnglish(requested);
  const [loaded, setLoaded] = useState<{ tags: string; strings: unknown; catalogues: unknown; language: Language }>();
  // What is on screen stays (English too) until the next language has loaded.
  const shown = useRef<Language | undefined>(undefined);
  useEffect(() => {
    if (plainEnglish) return undefined;
    let active = true;
    // The table's code, the page's catalogues' checker and the overrides' code all at once; the
    // table then loads its locale's messages (the element requested the table as it mounted).
    preloadNeeds(['language', ...(catalogues ? ['pageLanguages'] : []), ...(strings === undefined ? [] : ['strings'])]);
    import('../i18n/language-table.ts')
      .then((module) => module.requestedLanguage(requested, strings, catalogues))
      .then((language) => active && setLoaded({ tags, strings, catalogues, language }));
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- requested is compared by value (tags): a page passes a new list on each render
  }, [tags, strings, catalogues, plainEnglish]);
  const current =
    loaded?.tags === tags && loaded.strings === strings && loaded.catalogues === catalogues
      ? loaded.language
      : undefined;
  shown.current = plainEnglish ? ENGLISH : (current ?? shown.current);
  return shown.current;
}
