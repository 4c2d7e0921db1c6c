// The messages of a language other than plain English: the locale's own chunk, or the page's own
// catalogue of it (page-languages.ts), merged with the page's `strings` overrides (a chunk of their
// own, only when given). Loaded only when needed; it chooses the locale (court-login.js knows only
// that it is not plain English) and loads that locale's chunk.
import { preloadNeeds } from '../loading/preload.ts';
import type { Locale } from './locales.ts';
import { negotiateLocale, textDirection } from './negotiate.ts';
import type { PageCatalogues } from './page-languages.ts';
import type { Fallible, Language, Messages } from './text.ts';

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

/** Each override falls back to the locale's own text of its key, when it cannot format its values. */
function withFallbacks(overrides: Messages | undefined, messages: Messages | undefined): Messages | undefined {
  if (!overrides || !messages) return overrides;
  return Object.fromEntries(
    Object.entries(overrides).map(([key, override]) => {
      const own = messages[key];
      return [key, own ? (values: never) => (override as Fallible)(values, own) : override];
    }),
  );
}

/** The page's own languages and the tags asked for, which then choose among them and the shipped locales. */
export interface PageLanguages {
  requested: readonly (string | null | undefined)[];
  catalogues: PageCatalogues;
}

/**
 * What a page asks the widget to speak, as the element gives it (element/language-request.ts): the
 * tags requested, and its own texts by message key and its own languages, each from the config and
 * from the element's property.
 */
export interface LanguageRequest {
  /** BCP 47 tags: the first the widget or the page's own catalogues speak wins; English otherwise. */
  requested: readonly (string | null | undefined)[];
  /** The config's `strings` and `languages`. */
  config?: { strings?: Record<string, unknown>; languages?: unknown };
  /** The element's `strings` and `languages` properties. */
  properties: { stringsProperty?: unknown; languagesProperty?: unknown };
}

/** The language of a request: the locale chosen, its messages, and the page's texts over them. */
export function requestedLanguage({ requested, config, properties }: LanguageRequest): Promise<Language> {
  const { stringsProperty, languagesProperty } = properties;
  // The property's texts over the config's; its languages before the config's.
  const overrides =
    config?.strings || stringsProperty ? { ...config?.strings, ...(stringsProperty as object) } : undefined;
  const own =
    config?.languages || languagesProperty
      ? { requested, catalogues: { property: languagesProperty, config: config?.languages } }
      : undefined;
  return languageTable(negotiateLocale(requested), overrides, own);
}

/** Never fails: a locale that cannot load gives English, as a page without a locale would see. */
export async function languageTable(shipped: Locale, strings: unknown, own?: PageLanguages): Promise<Language> {
  let locale: string = shipped;
  // The overrides' code compiles the page's `strings` and checks its own catalogues (page-languages.ts
  // imports it): requested now, with the catalogues' checker, not once that has arrived.
  if (strings !== undefined || own) void preloadNeeds(['strings']);
  try {
    const chosen = own
      ? (await import('./page-languages.ts')).pageLanguage(own.requested, own.catalogues)
      : { locale: shipped };
    const page = 'page' in chosen ? chosen.page : undefined;
    locale = page?.lang ?? (chosen as { locale: Locale }).locale;
    const [messages, overrides] = await Promise.all([
      page
        ? page.table
        : locale === 'en'
          ? undefined
          : CATALOGUES[locale as Exclude<Locale, 'en'>]().then((module) => module.default),
      strings === undefined
        ? undefined
        : import('./overrides.ts').then((module) => module.compileOverrides(strings, locale)),
    ]);
    return {
      lang: locale,
      dir: page?.dir ?? textDirection(locale as Locale),
      table: { ...messages, ...withFallbacks(overrides, messages) },
    };
  } catch (error) {
    console.error(`court-login: the ${locale} texts could not load; showing English`, error);
    return { lang: 'en', dir: 'ltr' };
  }
}
