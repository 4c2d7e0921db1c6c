// The messages of a language other than plain English: the locale's own chunk merged with the
// page's `strings` overrides (a chunk of their own, only when given). Loaded only when needed.
import { textDirection, type Locale } from './locales.ts';
import type { Language, Messages } from './text.ts';

const CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import('./compiled/es/index.ts'),
  fr: () => import('./compiled/fr/index.ts'),
  de: () => import('./compiled/de/index.ts'),
  'pt-BR': () => import('./compiled/pt-BR/index.ts'),
  ja: () => import('./compiled/ja/index.ts'),
  'zh-CN': () => import('./compiled/zh-CN/index.ts'),
  ar: () => import('./compiled/ar/index.ts'),
  he: () => import('./compiled/he/index.ts'),
  it: () => import('./compiled/it/index.ts'),
  nl: () => import('./compiled/nl/index.ts'),
  pl: () => import('./compiled/pl/index.ts'),
  ko: () => import('./compiled/ko/index.ts'),
  'zh-TW': () => import('./compiled/zh-TW/index.ts'),
  tr: () => import('./compiled/tr/index.ts'),
  'en-XA': () => import('./compiled/en-XA/index.ts'),
};

/** Never fails: a locale that cannot load gives English, as a page without a locale would see. */
export async function languageTable(locale: Locale, strings: unknown): Promise<Language> {
  try {
    const [messages, overrides] = await Promise.all([
      locale === 'en' ? undefined : CATALOGUES[locale]().then((module) => module.default),
      strings === undefined ? undefined : import('./overrides.ts').then((module) => module.compileOverrides(strings, locale)),
    ]);
    return { lang: locale, dir: textDirection(locale), table: { ...messages, ...overrides } };
  } catch (error) {
    console.error(`court-login: the ${locale} texts could not load; showing English`, error);
    return { lang: 'en', dir: 'ltr' };
  }
}
