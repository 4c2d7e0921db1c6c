// Which shipped locale a visitor's requested tags get, and its direction: in the language table's
// chunk, since plain English (locales.ts, in court-login.js) needs neither.
import { canonicalLocale, LOCALES, MAX_TAG_LENGTH, type Locale } from './locales.ts';

let warnedLong = false;

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
  if (tag && tag.length > MAX_TAG_LENGTH) {
    // Told once: the locale is negotiated again for each new request.
    if (!warnedLong) console.warn(`court-login: a locale longer than ${MAX_TAG_LENGTH} characters is ignored.`);
    warnedLong = true;
    return undefined;
  }
  const canonical = canonicalLocale(tag);
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
