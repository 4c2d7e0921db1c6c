// A page's `strings`: its own texts in place of the widget's, by message key. Loaded only when a
// page gives some. Each is checked here, at run time, since a page's script is not type-checked:
// an unknown key, a value that is not a non-empty string, a text that is not an ICU message or that
// uses arguments the message does not have gets a console warning (each mistake once per page,
// though the strings are compiled again for each language), and the widget's own text stays.
import { IntlMessageFormat } from 'intl-messageformat';
import { MESSAGE_ARGUMENTS, type MessageKey } from './compiled/keys.ts';
import type { Message, Messages } from './text.ts';

const MAX_TEXT_LENGTH = 2000;
const MAX_OVERRIDES = 1000;
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
    const message = overrideOf(key, value, locale);
    if (typeof message !== 'string') table[key] = message;
    else warn(`strings.${key.slice(0, 80)}: ${message} The widget's own text is used.`);
  }
  return table;
}

function overrideOf(key: string, value: unknown, locale: string): Messages[string] | string {
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
  const allowed = MESSAGE_ARGUMENTS[key as MessageKey];
  const unknown = argumentsOf(format.getAst()).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    return `the text uses ${unknown.map((name) => `{${name}}`).join(', ')}, which this message does not have${allowed.length ? ` (it has ${allowed.map((name) => `{${name}}`).join(', ')})` : ''}.`;
  }
  // Valid ICU can still fail with the message's values (an address formatted as a date): the
  // widget's own text of the key shows instead (`fallback`, given by text.ts), told once per key.
  return ((values?: Record<string, string | number>, fallback?: Message) => {
    try {
      return String(format.format(values));
    } catch (error) {
      if (!unformattable.has(key)) {
        unformattable.add(key);
        warn(`strings.${key.slice(0, 80)}: the text cannot be formatted with this message's values (${(error as Error).message}). The widget's own text is used.`);
      }
      return fallback ? fallback(values as never) : '';
    }
  }) as Messages[string];
}

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

function argumentsOf(elements: Element[]): string[] {
  return elements.flatMap((element) => {
    // Every element with a value but literal text (type 0) names an argument.
    const own = 'value' in element && element.type !== 0 ? [element.value] : [];
    const nested = 'options' in element ? Object.values(element.options).flatMap((option) => argumentsOf(option.value)) : [];
    const children = 'children' in element ? argumentsOf(element.children) : [];
    return [...own, ...nested, ...children];
  });
}

function warn(message: string) {
  if (warned.has(message) || warned.size >= MAX_WARNINGS) return;
  warned.add(message);
  console.warn(`court-login: ${message}`);
}
