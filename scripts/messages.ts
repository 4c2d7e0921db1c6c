// Compiles the message catalogues (src/i18n/messages/<locale>/<area>.json, ICU MessageFormat) into
// TypeScript modules of plain functions (src/i18n/compiled/), with @messageformat/core: the parsing,
// plural rules and number formats are settled here, so the widget carries no message parser.
// English is the reference: every other locale must have the same areas, keys and arguments, and a
// glossary (scripts/glossary.ts) whose ruled-out words none of its messages use.
// The pseudo-locale en-XA is made from English (accented, about 40% longer, bracketed) to find
// texts that escape translation and layouts that cannot take longer words.
//
//   npx tsx scripts/messages.ts          writes src/i18n/compiled/
//   npx tsx scripts/messages.ts --check  fails when src/i18n/compiled/ is not what the catalogues give
//   --sources <dir>                      reads the catalogues and glossaries from <dir> instead
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { parse, type Token } from '@messageformat/parser';
import { glossaryRefusals, readGlossary } from './glossary.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SOURCES = join(root, 'src/i18n/messages');
export const COMPILED = join(root, 'src/i18n/compiled');
export const PSEUDO_LOCALE = 'en-XA';
/** The file beside a locale's catalogues that is its glossary, not a catalogue area. */
export const GLOSSARY_FILE = 'glossary.json';

export type Catalogue = Record<string, string>;
/** locale → area → catalogue */
export type Catalogues = Map<string, Map<string, Catalogue>>;

export function readCatalogues(dir = SOURCES): Catalogues {
  const catalogues: Catalogues = new Map();
  for (const locale of readdirSync(dir).sort()) {
    const areas = new Map<string, Catalogue>();
    for (const file of readdirSync(join(dir, locale))
      .filter((name) => name.endsWith('.json') && name !== GLOSSARY_FILE)
      .sort()) {
      areas.set(file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, locale, file), 'utf8')) as Catalogue);
    }
    catalogues.set(locale, areas);
  }
  return catalogues;
}

/** locale → the parsed contents of its glossary.json, for the locales that have one. */
export type Glossaries = Map<string, unknown>;

export function readGlossaries(dir = SOURCES): Glossaries {
  const glossaries: Glossaries = new Map();
  for (const locale of readdirSync(dir).sort()) {
    const path = join(dir, locale, GLOSSARY_FILE);
    if (!existsSync(path)) continue;
    try {
      glossaries.set(locale, JSON.parse(readFileSync(path, 'utf8')));
    } catch (error) {
      glossaries.set(locale, new Error(`${locale}/${GLOSSARY_FILE} is not JSON: ${(error as Error).message}`));
    }
  }
  return glossaries;
}

/**
 * Every translated locale has a glossary, and none of its messages uses a word the glossary rules
 * out; English, the source, may have one. Each problem names the locale, the key, the word and the
 * glossary's choice.
 */
export function glossaryProblems(catalogues: Catalogues, glossaries: Glossaries): string[] {
  const problems: string[] = [];
  for (const [locale, areas] of catalogues) {
    const contents = glossaries.get(locale);
    if (contents === undefined) {
      if (locale !== 'en')
        problems.push(
          `${locale} has no glossary (src/i18n/messages/${locale}/${GLOSSARY_FILE}): see docs/languages.md`,
        );
      continue;
    }
    if (contents instanceof Error) {
      problems.push(contents.message);
      continue;
    }
    const { glossary, problems: invalid } = readGlossary(locale, contents);
    problems.push(...invalid);
    if (glossary) problems.push(...glossaryRefusals(locale, glossary, areas));
  }
  return problems;
}

/** A message's arguments, each once, with the type it takes: a plural count or number is a number. */
export function argumentTypes(message: string): Map<string, 'number' | 'string | number'> {
  const types = new Map<string, 'number' | 'string | number'>();
  const add = (name: string, numeric: boolean) => {
    if (numeric || !types.has(name)) types.set(name, numeric ? 'number' : 'string | number');
  };
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') add(token.arg, false);
      if (token.type === 'function') add(token.arg, token.key === 'number');
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        add(token.arg, token.type !== 'select');
        for (const option of token.cases) visit(option.tokens);
      }
    }
  };
  visit(parse(message));
  return new Map([...types].sort(([a], [b]) => a.localeCompare(b)));
}

export function argumentNames(message: string): string[] {
  return [...argumentTypes(message).keys()];
}

/** Every difference between a locale and English, as sentences; empty when they agree. */
export function catalogueProblems(catalogues: Catalogues): string[] {
  const english = catalogues.get('en');
  if (!english) return ['src/i18n/messages/en is missing'];
  const problems: string[] = [];
  // One namespace: a page's `strings` names a message by its key alone.
  const areaOf = new Map<string, string>();
  for (const [area, messages] of english) {
    for (const key of Object.keys(messages)) {
      const other = areaOf.get(key);
      if (other) problems.push(`en: ${key} is in both ${other}.json and ${area}.json`);
      areaOf.set(key, area);
    }
  }
  for (const [locale, areas] of catalogues) {
    for (const [area, messages] of areas) {
      const reference = english.get(area);
      if (!reference) {
        problems.push(`${locale}/${area}.json has no English counterpart`);
        continue;
      }
      for (const [key, message] of Object.entries(messages)) {
        if (typeof message !== 'string') problems.push(`${locale}/${area}.json: ${key} is not a string`);
        else if (!(key in reference)) problems.push(`${locale}/${area}.json: ${key} is not an English key`);
        else {
          try {
            const want = argumentNames(reference[key]!).join(', ');
            const have = argumentNames(message).join(', ');
            if (want !== have)
              problems.push(`${locale}/${area}.json: ${key} has arguments (${have}), English has (${want})`);
          } catch (error) {
            problems.push(`${locale}/${area}.json: ${key}: ${(error as Error).message.split('\n')[0]}`);
          }
        }
      }
      for (const key of Object.keys(reference)) {
        if (!(key in messages)) problems.push(`${locale}/${area}.json lacks ${key}`);
      }
    }
    for (const area of english.keys()) {
      if (!areas.has(area))
        problems.push(`${locale} lacks the area ${area} (src/i18n/messages/${locale}/${area}.json)`);
    }
  }
  return problems;
}

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçđéƒĝĥíĵķĺɱñóþǫŕšŧúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŦÚṼŴẊÝŽ'][index]!,
  ]),
);

/** The pseudo-locale's form of one message: its words accented and padded, its arguments kept. */
export function pseudoMessage(message: string): string {
  const text = (content: string) => {
    const accented = [...content].map((char) => ACCENTED[char] ?? char).join('');
    const letters = content.replace(/[^A-Za-z]/g, '').length;
    // About 40% longer, as German or French often are; the padding sits at the end of each run of text.
    return letters === 0 ? accented : `${accented}${'·'.repeat(Math.ceil(letters * 0.4))}`;
  };
  const write = (tokens: Token[], inPlural: boolean): string =>
    tokens
      .map((token) => {
        switch (token.type) {
          case 'content':
            return escape(text(token.value), inPlural);
          case 'argument':
            return `{${token.arg}}`;
          case 'octothorpe':
            return '#';
          case 'function':
            return `{${token.arg}, ${token.key}${token.param ? `, ${token.param.map((part) => (part.type === 'content' ? part.value : '')).join('')}` : ''}}`;
          default: {
            const cases = token.cases
              .map((option) => `${option.key} {${write(option.tokens, token.type !== 'select')}}`)
              .join(' ');
            return `{${token.arg}, ${token.type}, ${token.pluralOffset ? `offset:${token.pluralOffset} ` : ''}${cases}}`;
          }
        }
      })
      .join('');
  return `[${write(parse(message), false)}]`;
}

/** Content written back into a message: quotes doubled, braces (and # in plurals) quoted. */
function escape(content: string, inPlural: boolean): string {
  const special = inPlural ? /[{}#]/ : /[{}]/;
  return [...content.replaceAll("'", "''")].map((char) => (special.test(char) ? `'${char}'` : char)).join('');
}

/** The plural rules and number formats of a catalogue locale. */
function formatLocale(locale: string): string {
  return locale === PSEUDO_LOCALE ? 'en' : locale;
}

/** The runtime helpers compiled messages call, as they appear in a compiled module. */
const RUNTIME: Record<string, string> = {
  number:
    'const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);',
  plural: [
    'const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>',
    '  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;',
  ].join('\n'),
  select:
    'const select = (value: string | number, cases: Record<string, string>): string => (Object.hasOwn(cases, value) ? cases[value]! : cases.other!);',
};

/** One area of one locale as a TypeScript module: a default export of typed message functions. */
export function compileArea(locale: string, area: string, messages: Catalogue): string {
  const formatter = new MessageFormat(formatLocale(locale) as never, { strict: false });
  const code = compileModule(formatter, messages);
  // Give each function its argument types, so that a call without a needed argument is a type error.
  // Plural categories from the browser's own Intl.PluralRules rather than make-plural's table of every
  // locale, which one shared module would put in a chunk of its own before the first screen.
  const pluralRules = code.replace(
    /^import \{ (\w+) \} from "@messageformat\/runtime\/lib\/cardinals";$/m,
    (_line, name: string) =>
      `const ${name} = (n: number, ordinal?: boolean): string => new Intl.PluralRules(${JSON.stringify(formatLocale(locale))}, { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);`,
  );
  // The two helpers of @messageformat/runtime the messages call, written into each module: one
  // module shared by the entry and every locale chunk made the bundler split the entry.
  const standalone = pluralRules.replace(
    /^import \{ ([\w, ]+) \} from "@messageformat\/runtime";$/m,
    (_line, names: string) =>
      names
        .split(', ')
        .map((name) => RUNTIME[name] ?? `${name} /* not supported by scripts/messages.ts */`)
        .join('\n'),
  );
  const typed = standalone.replace(
    /^( {2}(?:"[^"]+"|[\w$]+): )\((d)?\) =>/gm,
    (_whole, head: string, param?: string) => {
      const key = JSON.parse(
        head.trim().slice(0, -1).startsWith('"') ? head.trim().slice(0, -1) : `"${head.trim().slice(0, -1)}"`,
      ) as string;
      if (!param) return `${head}(): string =>`;
      const types = [...argumentTypes(messages[key]!)].map(([name, type]) => `${JSON.stringify(name)}: ${type}`);
      return `${head}(d: { ${types.join('; ')} }): string =>`;
    },
  );
  // A message that is one argument alone still returns a string.
  const stringsOnly = typed.replace(/(\): string => )(d\.[\w$]+|d\["[^"]+"\])(,?)$/gm, '$1String($2)$3');
  const source =
    locale === PSEUDO_LOCALE
      ? `src/i18n/messages/en/${area}.json (pseudo-locale)`
      : `src/i18n/messages/${locale}/${area}.json`;
  return `// Compiled from ${source} by scripts/messages.ts; edit the catalogue, not this file.\n${stringsOnly.replace(/\n?$/, ';\n')}`;
}

/**
 * A locale's whole table: for a locale other than English the lazy chunk the widget loads when it is
 * chosen; for English what page overrides are checked against.
 */
function localeIndex(locale: string, areas: string[]): string {
  const names = areas.map((area) => area.replace(/\W/g, '_'));
  return [
    `// The ${locale} messages of every area in one table; written by scripts/messages.ts.`,
    ...areas.map((area, index) => `import ${names[index]} from './${area}.ts';`),
    '',
    `export default { ${names.map((name) => `...${name}`).join(', ')} };`,
    '',
  ].join('\n');
}

/** The key of every message (the type of a page's `strings`) and the names of each one's arguments. */
function keysModule(english: Map<string, Catalogue>): string {
  const all = Object.assign({}, ...english.values()) as Catalogue;
  const keys = Object.keys(all).sort();
  return [
    '// Every message key and its arguments, from the English catalogues; written by scripts/messages.ts.',
    `export type MessageKey =\n${keys.map((key) => `  | ${JSON.stringify(key)}`).join('\n')};`,
    '',
    'export const MESSAGE_ARGUMENTS: Record<MessageKey, readonly string[]> = {',
    ...keys.map((key) => `  ${JSON.stringify(key)}: ${JSON.stringify(argumentNames(all[key]!))},`),
    '};',
    '',
  ].join('\n');
}

/** Every compiled file: path under src/i18n/compiled → contents. */
export function compileAll(catalogues: Catalogues, glossaries: Glossaries = readGlossaries()): Map<string, string> {
  const problems = [...catalogueProblems(catalogues), ...glossaryProblems(catalogues, glossaries)];
  if (problems.length > 0) throw new Error(`Message catalogues:\n  ${problems.join('\n  ')}`);
  const files = new Map<string, string>();
  const english = catalogues.get('en')!;
  const pseudo = new Map(
    [...english].map(([area, messages]) => [
      area,
      Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pseudoMessage(message)])),
    ]),
  );
  for (const [locale, areas] of [...catalogues, [PSEUDO_LOCALE, pseudo] as const]) {
    for (const [area, messages] of areas) files.set(`${locale}/${area}.ts`, compileArea(locale, area, messages));
    files.set(`${locale}/index.ts`, localeIndex(locale, [...areas.keys()]));
  }
  files.set('keys.ts', keysModule(english));
  return files;
}

function main() {
  const sourcesAt = process.argv.indexOf('--sources');
  const sources = sourcesAt >= 0 ? process.argv[sourcesAt + 1] : SOURCES;
  if (!sources || !existsSync(sources)) {
    console.error('--sources needs a folder of catalogues (one folder per locale)');
    process.exit(1);
  }
  let files: Map<string, string>;
  try {
    files = compileAll(readCatalogues(sources), readGlossaries(sources));
  } catch (error) {
    // The problems themselves, not a stack trace: each names the file, the key and what to change.
    console.error((error as Error).message);
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    const stale = [...files].filter(
      ([path, contents]) =>
        !existsSync(join(COMPILED, path)) || readFileSync(join(COMPILED, path), 'utf8') !== contents,
    );
    if (stale.length > 0) {
      console.error(
        `src/i18n/compiled is out of date (${stale.map(([path]) => path).join(', ')}): run npx tsx scripts/messages.ts`,
      );
      process.exit(1);
    }
    return;
  }
  rmSync(COMPILED, { recursive: true, force: true });
  for (const [path, contents] of files) {
    mkdirSync(join(COMPILED, path, '..'), { recursive: true });
    writeFileSync(join(COMPILED, path), contents);
  }
  console.log(`Compiled ${files.size} message modules into src/i18n/compiled`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
