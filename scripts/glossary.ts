// A language's glossary (src/i18n/messages/<locale>/glossary.json): the word chosen for each recurring
// term, the register (and for Spanish and Portuguese the variety), and the words ruled out with the
// reason. scripts/messages.ts refuses a catalogue that uses a ruled-out word, so that a term which
// once drifted (the passkey word where the passcode is meant, two varieties of Spanish mixed) cannot
// drift back. Only data is read here: a glossary's words are matched as text, never as patterns,
// against a message's own words (its arguments' names and ICU syntax aside).
import { parse, type Token } from '@messageformat/parser';

/** The terms every translated locale's glossary decides. */
export const GLOSSARY_TERMS = [
  'signIn',
  'signUp',
  'passcode',
  'passkey',
  'magicLink',
  'password',
  'email',
  'account',
  'wallet',
] as const;

/** Languages with more than one written standard: their glossary names the one chosen. */
const VARIETY_REQUIRED = new Set(['es', 'pt']);

export type RuledOut = {
  /** The word or phrase refused, matched case-insensitively, ’ and ' alike. */
  word: string;
  /** Why it is refused: shown with the refusal. */
  why: string;
  /** Matched as a whole word only (not inside a longer one); by default anywhere. */
  wholeWord?: boolean;
  /** Only in the keys that start with one of these; by default in every key. */
  keys?: string[];
};

export type Choice = { use: string[]; note?: string; avoid: RuledOut[] };
export type Glossary = {
  register: Choice;
  variety?: Choice;
  terms: Map<string, Choice>;
};

const MAX_TERMS = 100;
const MAX_WORDS = 200;
const MAX_WORD_LENGTH = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringList(value: unknown, where: string, problems: string[]): string[] {
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    value.length > MAX_WORDS ||
    !value.every((word) => typeof word === 'string' && word.trim() !== '' && word.length <= MAX_WORD_LENGTH)
  ) {
    problems.push(`${where} must be a list of 1 to ${MAX_WORDS} non-empty words`);
    return [];
  }
  return value as string[];
}

function readChoice(value: unknown, where: string, problems: string[]): Choice | undefined {
  if (!isRecord(value)) {
    problems.push(`${where} must be an object with "use" (and "avoid")`);
    return undefined;
  }
  const use = stringList(value.use, `${where}.use`, problems);
  if (value.note !== undefined && typeof value.note !== 'string') problems.push(`${where}.note must be text`);
  const avoid: RuledOut[] = [];
  const entries = value.avoid ?? [];
  if (!Array.isArray(entries) || entries.length > MAX_WORDS) {
    problems.push(`${where}.avoid must be a list of at most ${MAX_WORDS} entries`);
    return { use, avoid };
  }
  entries.forEach((entry: unknown, index) => {
    const at = `${where}.avoid[${index}]`;
    if (
      !isRecord(entry) ||
      typeof entry.word !== 'string' ||
      entry.word.trim() === '' ||
      entry.word.length > MAX_WORD_LENGTH ||
      typeof entry.why !== 'string' ||
      entry.why.trim() === ''
    ) {
      problems.push(`${at} must have a non-empty "word" and "why"`);
      return;
    }
    if (entry.wholeWord !== undefined && typeof entry.wholeWord !== 'boolean')
      problems.push(`${at}.wholeWord must be true or false`);
    const keys = entry.keys === undefined ? undefined : stringList(entry.keys, `${at}.keys`, problems);
    avoid.push({ word: entry.word, why: entry.why, wholeWord: entry.wholeWord === true, ...(keys ? { keys } : {}) });
  });
  return { use, ...(typeof value.note === 'string' ? { note: value.note } : {}), avoid };
}

/** A glossary file's contents checked and read; its problems name the file and the field. */
export function readGlossary(locale: string, value: unknown): { glossary?: Glossary; problems: string[] } {
  const file = `${locale}/glossary.json`;
  const problems: string[] = [];
  if (!isRecord(value)) return { problems: [`${file} must be a JSON object with "register" and "terms"`] };
  const register = readChoice(value.register, `${file}: register`, problems);
  const language = locale.split('-')[0]!.toLowerCase();
  let variety: Choice | undefined;
  if (value.variety !== undefined) variety = readChoice(value.variety, `${file}: variety`, problems);
  else if (VARIETY_REQUIRED.has(language)) problems.push(`${file} must name its variety ("variety")`);
  const terms = new Map<string, Choice>();
  if (!isRecord(value.terms)) problems.push(`${file}: "terms" must be an object`);
  else if (Object.keys(value.terms).length > MAX_TERMS)
    problems.push(`${file}: "terms" has more than ${MAX_TERMS} terms`);
  else {
    for (const [name, choice] of Object.entries(value.terms)) {
      const read = readChoice(choice, `${file}: terms.${name}`, problems);
      if (read) terms.set(name, read);
    }
    for (const name of GLOSSARY_TERMS) if (!terms.has(name)) problems.push(`${file} lacks the term "${name}"`);
  }
  if (problems.length > 0 || !register) return { problems };
  return { glossary: { register, ...(variety ? { variety } : {}), terms }, problems };
}

/**
 * Lower case and one apostrophe: how messages and ruled-out words are compared. Spaces stay as they
 * are, so that French can rule out a breakable space before "!" while its no-break space is right.
 */
function normalise(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[’ʼ‘]/g, "'");
}

const LETTER = /[\p{L}\p{M}\p{N}]/u;

/**
 * Whether the message uses the ruled-out word: anywhere (or as a word of its own when asked), except
 * inside one of the section's chosen words (Japanese rules out プロバイダ and chooses プロバイダー).
 */
function found(message: string, ruled: RuledOut, chosen: string[] = []): boolean {
  const word = normalise(ruled.word);
  const covered = (at: number) =>
    chosen.some((choice) => {
      for (let from = message.indexOf(choice); from >= 0 && from <= at; from = message.indexOf(choice, from + 1)) {
        if (from + choice.length >= at + word.length) return true;
      }
      return false;
    });
  for (let at = message.indexOf(word); at >= 0; at = message.indexOf(word, at + 1)) {
    if (covered(at)) continue;
    if (!ruled.wholeWord) return true;
    const before = message.slice(0, at);
    const after = message.slice(at + word.length);
    if (!LETTER.test([...before].at(-1) ?? '') && !LETTER.test([...after][0] ?? '')) return true;
  }
  return false;
}

/** A message's words, each run of text apart: "{email}" is an argument, not the word "email". */
function wordsOf(message: string): string {
  const runs: string[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') runs.push(token.value);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        for (const option of token.cases) visit(option.tokens);
      }
    }
  };
  try {
    visit(parse(message));
  } catch {
    return message; // not ICU: scripts/messages.ts reports that; its text is still checked.
  }
  return runs.join('\n');
}

/** What a locale's messages (area → key → text) use that its glossary rules out, one sentence each. */
export function glossaryRefusals(
  locale: string,
  glossary: Glossary,
  areas: Map<string, Record<string, string>>,
): string[] {
  const sections: [string, Choice][] = [
    ['register', glossary.register],
    ...(glossary.variety ? [['variety', glossary.variety] as [string, Choice]] : []),
    ...[...glossary.terms].map(([name, choice]) => [`term "${name}"`, choice] as [string, Choice]),
  ];
  const refusals: string[] = [];
  for (const [area, messages] of areas) {
    for (const [key, message] of Object.entries(messages)) {
      if (typeof message !== 'string') continue;
      const text = normalise(wordsOf(message));
      for (const [section, choice] of sections) {
        for (const ruled of choice.avoid) {
          if (ruled.keys && !ruled.keys.some((prefix) => key.startsWith(prefix))) continue;
          if (!found(text, ruled, choice.use.map(normalise))) continue;
          const chosen = choice.use.map((word) => `"${word}"`).join(', ');
          refusals.push(
            `${locale}/${area}.json: ${key} uses "${ruled.word}", which the glossary rules out for ${section} (its choice: ${chosen}): ${ruled.why}`,
          );
        }
      }
    }
  }
  return refusals;
}
