// The locales the widget speaks, how a requested one is matched to them, and where each one's
// messages load from: every locale but English is its own chunk, fetched only when chosen.
import type { Messages } from './text.ts';

const CATALOGUES = {
  es: () => import('./compiled/es/index.ts'),
  fr: () => import('./compiled/fr/index.ts'),
  de: () => import('./compiled/de/index.ts'),
  'pt-BR': () => import('./compiled/pt-BR/index.ts'),
  ja: () => import('./compiled/ja/index.ts'),
  'zh-CN': () => import('./compiled/zh-CN/index.ts'),
  ar: () => import('./compiled/ar/index.ts'),
  he: () => import('./compiled/he/index.ts'),
  // The pseudo-locale: accented, longer and bracketed English, to find what escapes translation.
  'en-XA': () => import('./compiled/en-XA/index.ts'),
} satisfies Record<string, () => Promise<{ default: Messages }>>;

export type Locale = 'en' | keyof typeof CATALOGUES;

/** Tags matched to a catalogue of another name: Portuguese to Brazilian, Simplified Chinese to zh-CN. */
const ALSO: Record<string, Locale> = { pt: 'pt-BR', 'zh-Hans': 'zh-CN' };

const RIGHT_TO_LEFT = new Set<Locale>(['ar', 'he']);

/**
 * The first requested tag (BCP 47) the widget speaks, else English: `pt-PT` falls back to `pt`
 * (Brazilian Portuguese), `zh-SG` to Simplified Chinese by its script, `zh-TW` (Traditional) to English.
 */
export function negotiateLocale(requested: readonly (string | null | undefined)[]): Locale {
  for (const tag of requested) {
    if (!tag?.trim()) continue;
    let locale: Intl.Locale;
    try {
      locale = new Intl.Locale(tag.trim()).maximize();
    } catch {
      continue;
    }
    const { language, script, region } = locale;
    for (const candidate of [`${language}-${region}`, `${language}-${script}`, language]) {
      if (candidate === 'en') return 'en';
      if (candidate in CATALOGUES) return candidate as Locale;
      if (ALSO[candidate]) return ALSO[candidate];
    }
  }
  return 'en';
}

export function textDirection(locale: Locale): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/** The messages of a locale other than English. */
export function loadLocale(locale: Exclude<Locale, 'en'>): Promise<Messages> {
  return CATALOGUES[locale]().then((module) => module.default);
}
