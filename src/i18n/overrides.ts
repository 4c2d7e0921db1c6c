// A page's `strings`: its own texts in place of the widget's, by message key. Loaded only when a
// page gives some. Each is checked here, at run time, since a page's script is not type-checked:
// an unknown key, a value that is not a non-empty string, a text that is not an ICU message or that
// uses arguments the message does not have gets a console warning (each mistake once per page,
// though the strings are compiled again for each language), and the widget's own text stays.
// A page's whole catalogue (page-languages.ts) is checked message by message here too, a little
// more strictly: the same arguments as the English message, and the plural categories of its language.
import { IntlMessageFormat } from 'intl-messageformat';
import { MESSAGE_ARGUMENTS, type MessageKey } from './compiled/keys.ts';
import type { Message, Messages } from './text.ts';

export const MAX_TEXT_LENGTH = 2000;
const MAX_OVERRIDES = 1000;
/** Plurals and selects inside one another, at most: the widget's own messages nest one deep. */
export const MAX_NESTING = 4;
/**
 * Warnings already given: a page's `strings` are compiled again for each language (and each
 * widget), but each mistake is told once.
 */
const warned = new Set<string>();
/** Keys whose text failed to format: told once each. */
const unformattable = new Set<string>();
const MAX_WARNINGS = 1000;

export function compileOverrides(strings: unknown, locale: string): Messages {
  const table: Messages = {};
  if (typeof strings !== 'object' || strings === null || Array.isArray(strings)) {
    warn('strings must be an object of message keys and texts; it is ignored.');
    return table;
  }
  for (const [key, value] of Object.entries(strings).slice(0, MAX_OVERRIDES)) {
    const message = compileMessage(key, value, locale, false);
    if (typeof message !== 'string') table[key] = message;
    else warn(`strings.${key.slice(0, 80)}: ${message} The widget's own text is used.`);
  }
  return table;
}

/**
 * One page text for the message `key`: its compiled form, or what is wrong with it. `whole`: a text
 * of a page's catalogue, which must have exactly the English message's arguments and only plural
 * cases of `locale`; an override may leave arguments out.
 */
export function compileMessage(key: string, value: unknown, locale: string, whole: boolean): Message | string {
  if (!Object.hasOwn(MESSAGE_ARGUMENTS, key)) return 'there is no message of this key.';
  if (typeof value !== 'string' || value.trim() === '') return 'the text must be a non-empty string.';
  if (value.length > MAX_TEXT_LENGTH) return `the text is longer than ${MAX_TEXT_LENGTH} characters.`;
  let format: IntlMessageFormat;
  try {
    // Tags stay text: an override is shown as text, like every other message.
    format = new IntlMessageFormat(value, locale, undefined, { ignoreTag: true });
  } catch (error) {
    return `the text is not a valid ICU message (${(error as Error).message}).`;
  }
  const ast = format.getAst();
  if (nesting(ast) > MAX_NESTING) return `the text nests plurals or selects more than ${MAX_NESTING} deep.`;
  const allowed = MESSAGE_ARGUMENTS[key as MessageKey];
  const used = new Set(argumentsOf(ast));
  const unknown = [...used].filter((name) => !allowed.includes(name));
  const list = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');
  if (unknown.length > 0) {
    return `the text uses ${list(unknown)}, which this message does not have${allowed.length ? ` (it has ${list(allowed)})` : ''}.`;
  }
  const missing = allowed.filter((name) => !used.has(name));
  if (whole && missing.length > 0) return `the text leaves out ${list(missing)}, which the English text shows.`;
  // A date or time format would throw on the texts the widget passes: none of its messages has one.
  if (whole && hasDateOrTime(ast))
    return 'the text formats an argument as a date or time, which no message of the widget does.';
  const cases = whole ? foreignPluralCases(ast, locale) : [];
  if (cases.length > 0)
    return `the text has plural cases ${cases.join(', ')}, which ${locale} does not have (it has ${pluralCategories(locale, 'cardinal').join(', ')}).`;
  // Valid ICU can still fail with the message's values (an address formatted as a date): the
  // widget's own text of the key shows instead (`fallback`, given by text.ts), told once per key.
  return ((values?: Record<string, string | number>, fallback?: Message) => {
    try {
      return String(format.format(values));
    } catch (error) {
      if (!unformattable.has(key)) {
        unformattable.add(key);
        warn(
          `strings.${key.slice(0, 80)}: the text cannot be formatted with this message's values (${(error as Error).message}). The widget's own text is used.`,
        );
      }
      return fallback ? fallback(values as never) : '';
    }
  }) as Messages[string];
}

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

/** The plural, select or tag elements inside one another, at most. */
function nesting(elements: Element[]): number {
  return Math.max(
    0,
    ...elements.map((element) => {
      const inner =
        'options' in element
          ? Object.values(element.options).map((option) => nesting(option.value))
          : 'children' in element
            ? [nesting(element.children)]
            : [];
      return inner.length ? 1 + Math.max(...inner) : 0;
    }),
  );
}

function argumentsOf(elements: Element[]): string[] {
  return elements.flatMap((element) => {
    // Every element with a value but literal text (type 0) names an argument.
    const own = 'value' in element && element.type !== 0 ? [element.value] : [];
    const nested =
      'options' in element ? Object.values(element.options).flatMap((option) => argumentsOf(option.value)) : [];
    const children = 'children' in element ? argumentsOf(element.children) : [];
    return [...own, ...nested, ...children];
  });
}

function hasDateOrTime(elements: Element[]): boolean {
  // The parser's element types 3 and 4: a date, a time.
  return elements.some(
    (element) =>
      element.type === 3 ||
      element.type === 4 ||
      ('options' in element && Object.values(element.options).some((option) => hasDateOrTime(option.value))),
  );
}

/** The cases of plurals that name a category the locale does not have (`=2` and the like are always fine). */
function foreignPluralCases(elements: Element[], locale: string): string[] {
  return elements.flatMap((element) => {
    if (!('options' in element)) return 'children' in element ? foreignPluralCases(element.children, locale) : [];
    const own =
      'pluralType' in element
        ? Object.keys(element.options).filter(
            (name) =>
              !name.startsWith('=') && !pluralCategories(locale, element.pluralType ?? 'cardinal').includes(name),
          )
        : [];
    return [...own, ...Object.values(element.options).flatMap((option) => foreignPluralCases(option.value, locale))];
  });
}

function pluralCategories(locale: string, type: 'cardinal' | 'ordinal'): string[] {
  return new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories as string[];
}

export function warn(message: string) {
  if (warned.has(message) || warned.size >= MAX_WARNINGS) return;
  warned.add(message);
  console.warn(`court-login: ${message}`);
}
