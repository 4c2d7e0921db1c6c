// The locales the widget speaks and how a requested one is matched to them. Their messages load
// from chunks (src/i18n/language-table.ts): only English is in court-login.js.

export const LOCALES = [
  'en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'zh-CN', 'ar', 'he', 'it', 'nl', 'pl', 'ko', 'zh-TW', 'tr', 'en-XA',
] as const;

export type Locale = (typeof LOCALES)[number];

/**
 * The first requested tag (BCP 47) the widget speaks, else English: a region falls back to its
 * language (`pt-PT` to Brazilian Portuguese, `de-AT` to German), Chinese in Simplified script or
 * its regions to zh-CN, in Traditional script or its regions (Taiwan, Hong Kong, Macau) to zh-TW.
 * `en-XA` is the pseudo-locale.
 */
export function negotiateLocale(requested: readonly (string | null | undefined)[]): Locale {
  for (const tag of requested) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return 'en';
}

function matchLocale(tag: string | null | undefined): Locale | undefined {
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(tag?.trim() || [])[0];
  } catch {
    return undefined;
  }
  if (!canonical) return undefined;
  const [language, next] = canonical.split('-');
  if (LOCALES.includes(canonical as Locale)) return canonical as Locale;
  if (language === 'zh') return next && /^(Hant|TW|HK|MO)$/.test(next) ? 'zh-TW' : 'zh-CN';
  if (language === 'en') return 'en';
  return LOCALES.find((locale) => locale.split('-')[0] === language);
}

export function textDirection(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' || locale === 'he' ? 'rtl' : 'ltr';
}
