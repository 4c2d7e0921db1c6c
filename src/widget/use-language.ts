// The language the widget speaks: the requested locale negotiated against the catalogues, its
// messages (a lazy chunk for any locale but English) and the page's `strings` overrides (a lazy
// chunk too, only when given). Until the first table has loaded there is nothing to show; after
// that a change keeps the current language on screen until the new one is ready, so the screens
// stay mounted and what the visitor typed stays.
import { useEffect, useState } from 'react';
import { loadLocale, negotiateLocale, textDirection, type Locale } from '../i18n/locales.ts';
import type { Language, Messages } from '../i18n/text.ts';

const ENGLISH: Language = { lang: 'en', dir: 'ltr' };

/** `requested`: BCP 47 tags, the first the widget speaks wins. `undefined` while the first language loads. */
export function useLanguage(requested: readonly (string | null | undefined)[], strings: unknown): Language | undefined {
  const locale = negotiateLocale(requested);
  const plainEnglish = locale === 'en' && strings === undefined;
  const [loaded, setLoaded] = useState<{ language: Language; locale: Locale; strings: unknown } | undefined>();
  useEffect(() => {
    if (plainEnglish) return undefined;
    let active = true;
    Promise.all([
      locale === 'en' ? undefined : loadLocale(locale),
      strings === undefined ? undefined : import('../i18n/overrides.ts').then((module) => module.compileOverrides(strings, locale)),
    ]).then(
      ([messages, overrides]) => ({ lang: locale, dir: textDirection(locale), table: { ...messages, ...overrides } as Messages }),
      (error: unknown) => {
        // Never a blank widget: English, as the page would see without a locale.
        console.error(`court-login: the ${locale} texts could not load; showing English`, error);
        return ENGLISH;
      },
    ).then((language) => {
      if (active) setLoaded({ language, locale, strings });
    });
    return () => {
      active = false;
    };
  }, [locale, strings, plainEnglish]);
  if (plainEnglish) return ENGLISH;
  return loaded?.language;
}
