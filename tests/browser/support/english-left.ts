// Finds English a widget shows in a language that has its own words: each message whose English
// text differs from the language's becomes a pattern (its arguments, names and counts, match any
// text), and a shown text, or the whole text of the element that shows it, matching one is English
// kept where the language has a translation. Messages both languages write alike are not English left.
import { shownTexts, type ShownText } from './shown-texts.ts';

type Catalogue = Record<string, (values: never) => string>;

/** What a message's arguments become: a marker string, then the number 1 (a plural's "one" case). */
const MARKER = '\u0001';
const ARGUMENT_SAMPLES: unknown[] = [MARKER, 1];
/** Fewer literal letters than this is too little to say a text is English ("or", "Logo"). */
const MIN_LETTERS = 4;

export interface EnglishPattern {
  key: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The message with each argument given as `sample`: the same sample whatever the argument's name. */
function render(message: (values: never) => string, sample: unknown): string {
  const values = new Proxy({}, { get: () => sample });
  return message(values as never);
}

/** The English texts of the keys whose text the language writes differently, as anchored patterns. */
export function englishPatterns(english: Catalogue, language: Catalogue): EnglishPattern[] {
  const patterns: EnglishPattern[] = [];
  for (const key of Object.keys(english)) {
    if (!Object.hasOwn(language, key)) continue;
    const seen = new Set<string>();
    for (const sample of ARGUMENT_SAMPLES) {
      const ours = normal(render(english[key]!, sample));
      if (ours === normal(render(language[key]!, sample))) continue;
      // A marker shows as itself, or as "NaN" where the message formats it as a number.
      const pieces = ours.split(sample === MARKER ? /\u0001|NaN/ : /\b1\b/);
      if (pieces.join('').replace(/[^\p{L}]/gu, '').length < MIN_LETTERS) continue;
      const source = `^${pieces.map((piece) => escape(piece)).join('.+?')}$`;
      if (seen.has(source)) continue;
      seen.add(source);
      patterns.push({ key, pattern: new RegExp(source, 's') });
    }
  }
  return patterns;
}

/** The key of the first pattern the text matches, whole. */
function englishKey(text: string, patterns: EnglishPattern[]): string | undefined {
  const plain = normal(text);
  return patterns.find(({ pattern }) => pattern.test(plain))?.key;
}

/** Each shown text that is a message's English text, named with its key. A text split by inline
 *  elements (an address in <strong>) is judged as the whole text of the element that shows it. */
export function englishShown(roots: Node[], patterns: EnglishPattern[]): string[] {
  const found: string[] = [];
  const judged = new Set<Element>();
  for (const shown of shownTexts(roots)) {
    const key = englishKey(shown.text, patterns) ?? wholeElementKey(shown, patterns, judged);
    if (key) found.push(`${shown.label} (${key})`);
  }
  return found;
}

function wholeElementKey(
  { label, element }: ShownText,
  patterns: EnglishPattern[],
  judged: Set<Element>,
): string | undefined {
  if (!label.startsWith('text ') || judged.has(element)) return undefined;
  judged.add(element);
  return englishKey(element.textContent ?? '', patterns);
}
