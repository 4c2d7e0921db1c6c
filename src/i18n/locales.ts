// The locales the widget speaks, and what court-login.js must know of them before any chunk: whether
// a visitor gets plain English (nothing to load) or another language. Which locale, and its messages,
// come from the language table's chunk (negotiate.ts, language-table.ts).

export const LOCALES = [
  'en',
  'es',
  'fr',
  'de',
  'pt-BR',
  'ja',
  'zh-CN',
  'ar',
  'he',
  'it',
  'nl',
  'pl',
  'ko',
  'zh-TW',
  'tr',
  'en-XA',
] as const;

export type Locale = (typeof LOCALES)[number];

/**
 * Longer tags are not looked at: canonicalising a very long one costs seconds of the page's time,
 * and no tag the widget could match is near this long (BCP 47's guidance for tags is 35 characters).
 * The language table passes over them and says so (negotiate.ts).
 */
export const MAX_TAG_LENGTH = 64;

/**
 * A requested tag in its canonical form (BCP 47), or undefined for one that is not a language tag.
 * Only for a tag of at most MAX_TAG_LENGTH characters.
 */
export function canonicalLocale(tag: string | null | undefined): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag?.trim() || [])[0];
  } catch {
    return undefined;
  }
}

/**
 * Whether the first requested tag the widget speaks is English, or none is: plain English. A tag is
 * spoken when it has a locale's language (negotiate.ts then chooses the locale); of English's, all
 * but the pseudo-locale `en-XA` are plain English. A tag too long to look at is left to the language
 * table (not plain English here), which passes over it and says so.
 */
export function speaksPlainEnglish(requested: readonly (string | null | undefined)[]): boolean {
  for (const tag of requested) {
    if (tag && tag.length > MAX_TAG_LENGTH) return false;
    const canonical = canonicalLocale(tag);
    const language = canonical?.split('-')[0];
    if (LOCALES.some((locale) => locale.split('-')[0] === language)) return language === 'en' && canonical !== 'en-XA';
  }
  return true;
}
