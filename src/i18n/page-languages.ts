// A page's languages of its own (`languages`): whole catalogues of the widget's messages for a locale,
// given at run time, so checked here as scripts/messages.ts checks the shipped ones, message by
// message (overrides.ts): a known key, a non-empty ICU text with the English message's arguments and
// the plural categories of its language. A message with a problem, and one the catalogue leaves out,
// is shown in English, with one console warning. A catalogue too large to be a catalogue is refused
// whole. Loaded only when a page gives some, with the ICU parser of the page's `strings`.
import { MESSAGE_ARGUMENTS } from './compiled/keys.ts';
import type { Locale } from './locales.ts';
import { negotiateLocale, textDirection } from './negotiate.ts';
import { compileMessage, warn } from './overrides.ts';
import type { Language, Messages } from './text.ts';

export const MAX_CATALOGUES = 20;
/** More keys than the widget has messages, with room for a few of a newer version. */
export const MAX_KEYS = 1000;
/** The text of a whole catalogue, at most (the English one is about 20 KB). */
export const MAX_CATALOGUE_TEXT = 256 * 1024;

/** A catalogue as read: its canonical tag, the direction it is written in and its untrusted messages. */
interface PageCatalogue {
  locale: string;
  dir: 'ltr' | 'rtl';
  /** A copy, read once: a page object's getters are not called again. */
  messages: Map<string, unknown>;
  name: string;
}

/**
 * The language to speak: the page's catalogue chosen (checked and compiled), or the shipped locale.
 * Each requested tag in turn: a catalogue of that very tag, a shipped locale of that very tag, a
 * catalogue of its language (`sv` for `sv-SE`), a shipped locale of its language; English last.
 */
export function pageLanguage(
  requested: readonly (string | null | undefined)[],
  catalogues: PageCatalogues,
): { page: Language } | { locale: Locale } {
  const own = readCatalogues(catalogues.property, 'languages', readCatalogues(catalogues.config, 'config.languages'));
  const chosen = chooseLocale(
    requested,
    own.map((catalogue) => catalogue.locale),
  );
  const catalogue = own.find((candidate) => candidate.locale === chosen);
  return catalogue
    ? { page: { lang: catalogue.locale, dir: catalogue.dir, table: compileCatalogue(catalogue) } }
    : { locale: chosen as Locale };
}

export function chooseLocale(requested: readonly (string | null | undefined)[], own: readonly string[]): string {
  for (const tag of requested) {
    const canonical = canonicalTag(tag);
    if (!canonical) continue;
    if (own.includes(canonical)) return canonical;
    const shipped = negotiateLocale([canonical]);
    if (shipped === canonical) return shipped;
    const language = canonical.split('-')[0];
    const near = own.find((locale) => locale.split('-')[0] === language);
    if (near) return near;
    if (shipped !== 'en' || language === 'en') return shipped;
  }
  return 'en';
}

function canonicalTag(tag: unknown): string | undefined {
  try {
    return typeof tag === 'string' && tag.length <= 100 ? Intl.getCanonicalLocales(tag.trim())[0] : undefined;
  } catch {
    return undefined;
  }
}

/** The element's `languages` property and the configuration's: the property wins for a locale in both. */
export interface PageCatalogues {
  property?: unknown;
  config?: unknown;
}

/**
 * The catalogues of one list (`field`) that can be used, ahead of `after` (whose locale they take
 * over); each one refused is warned about.
 */
export function readCatalogues(catalogues: unknown, field: string, after: PageCatalogue[] = []): PageCatalogue[] {
  if (catalogues === undefined || catalogues === null) return after;
  if (!Array.isArray(catalogues)) {
    warn(`${field} must be a list of catalogues ({ locale, messages }); it is ignored.`);
    return after;
  }
  if (catalogues.length > MAX_CATALOGUES)
    warn(`${field} has more than ${MAX_CATALOGUES} catalogues; the first ${MAX_CATALOGUES} are used.`);
  const read: PageCatalogue[] = [];
  catalogues.slice(0, MAX_CATALOGUES).forEach((catalogue: unknown, index) => {
    try {
      const result = readCatalogue(catalogue, `${field}[${index}]`);
      if (typeof result === 'string') warn(`${result} The catalogue is not used.`);
      else if (read.some((other) => other.locale === result.locale))
        warn(`${result.name} repeats a locale of ${field}; the first is used.`);
      else read.push(result);
    } catch (error) {
      warn(`${field}[${index}] could not be read (${String(error).slice(0, 200)}). The catalogue is not used.`);
    }
  });
  return [...read, ...after.filter((other) => !read.some((own) => own.locale === other.locale))];
}

function readCatalogue(catalogue: unknown, field: string): PageCatalogue | string {
  if (typeof catalogue !== 'object' || catalogue === null || Array.isArray(catalogue))
    return `${field} must be an object { locale, messages }.`;
  const { locale, messages, dir } = catalogue as Record<string, unknown>;
  const tag = canonicalTag(locale);
  if (!tag) return `${field}.locale must be a language tag (BCP 47) such as "sv".`;
  const name = `${field} (${tag})`;
  if (dir !== undefined && dir !== 'ltr' && dir !== 'rtl') return `${name}.dir must be "ltr" or "rtl".`;
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages))
    return `${name}.messages must be an object of message keys and texts.`;
  const keys = Object.keys(messages);
  if (keys.length > MAX_KEYS)
    return `${name}.messages has ${keys.length} keys, more than the ${MAX_KEYS} a catalogue may have.`;
  const copy = new Map<string, unknown>();
  let size = 0;
  for (const key of keys) {
    const value = (messages as Record<string, unknown>)[key];
    size += key.length + (typeof value === 'string' ? value.length : 0);
    if (size > MAX_CATALOGUE_TEXT) return `${name}.messages is larger than ${MAX_CATALOGUE_TEXT / 1024} KB of text.`;
    copy.set(key, value);
  }
  return { locale: tag, dir: dir ?? textDirection(tag as Locale), messages: copy, name };
}

/** Every message of the catalogue that passes the checks; English stands in for the others. */
function compileCatalogue({ locale, messages, name }: PageCatalogue): Messages {
  const table: Messages = {};
  for (const [key, value] of messages) {
    const message = compileMessage(key, value, locale, true);
    if (typeof message !== 'string') table[key] = message;
    else warn(`${name}.messages.${key.slice(0, 80)}: ${message} The English text is used.`);
  }
  const missing = Object.keys(MESSAGE_ARGUMENTS).filter((key) => !messages.has(key));
  if (missing.length > 0) {
    const shown = missing.slice(0, 10).join(', ');
    warn(
      `${name} has no text for ${missing.length} message${missing.length === 1 ? '' : 's'} (${shown}${missing.length > 10 ? ', …' : ''}); the English texts are used.`,
    );
  }
  return table;
}
