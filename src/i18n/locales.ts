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

/**
 * Longer tags are not looked at: canonicalising a very long one costs seconds of the page's time,
 * and no tag the widget could match is near this long (BCP 47's guidance for tags is 35 characters).
 */
export const MAX_TAG_LENGTH = 64;
let warnedLong = false;

function matchLocale(tag: string | null | undefined): Locale | undefined {
  let canonical: string | undefined;
  if (tag && tag.length > MAX_TAG_LENGTH) {
    // Told once: the locale is negotiated again at each render.
    if (!warnedLong) console.warn(`court-login: a locale longer than ${MAX_TAG_LENGTH} characters is ignored.`);
    warnedLong = true;
    return undefined;
  }
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
