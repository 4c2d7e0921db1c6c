// @vitest-environment node
// The plural messages of each translated catalogue: no category the language's plural rules never
// choose (dead text), always `other`, and for the languages listed the categories their words need:
// Polish one/few/many/other ("1 sekundę", "3 sekundy", "5 sekund"), Italian and Dutch one/other, and
// `other` alone where a number leaves its noun unchanged (Korean, Chinese, and Turkish: "1 saniye",
// "30 saniye"), where CLDR's `one` would repeat `other`.
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { PSEUDO_LOCALE, readCatalogues } from '../../../scripts/messages.ts';
import polish from '../../../src/i18n/compiled/pl/index.ts';
import turkish from '../../../src/i18n/compiled/tr/index.ts';
import traditionalChinese from '../../../src/i18n/compiled/zh-TW/index.ts';
import dutch from '../../../src/i18n/compiled/nl/index.ts';

/** The categories of each plural in a message, exact cases (=0) aside. */
function pluralCategories(message: string): string[][] {
  const found: string[][] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        if (token.type === 'plural')
          found.push(
            token.cases
              .map((option) => option.key)
              .filter((key) => !key.startsWith('='))
              .sort(),
          );
        for (const option of token.cases) visit(option.tokens);
      }
    }
  };
  visit(parse(message));
  return found;
}

const catalogues = readCatalogues();

describe('plural messages', () => {
  const locales = [...catalogues.keys()].filter((locale) => locale !== 'en' && locale !== PSEUDO_LOCALE);

  it.each(locales)('in %s use only categories of the language, always with other', (locale) => {
    const known = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    const wrong: string[] = [];
    for (const [area, messages] of catalogues.get(locale)!) {
      for (const [key, message] of Object.entries(messages)) {
        for (const categories of pluralCategories(message)) {
          const dead = categories.filter((category) => !known.includes(category));
          if (dead.length > 0 || !categories.includes('other'))
            wrong.push(`${area}.json ${key}: ${categories.join(', ')} (the language has ${known.join(', ')})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  const NEEDED: [string, string[]][] = [
    ['pl', ['few', 'many', 'one', 'other']],
    ['it', ['one', 'other']],
    ['nl', ['one', 'other']],
    ['ko', ['other']],
    ['zh-TW', ['other']],
    ['tr', ['other']],
  ];

  it.each(NEEDED)('in %s have the categories its words need: %j', (locale, needed) => {
    const wrong: string[] = [];
    for (const [area, messages] of catalogues.get(locale)!) {
      for (const [key, message] of Object.entries(messages)) {
        for (const categories of pluralCategories(message)) {
          if (categories.join() !== needed.join()) wrong.push(`${area}.json ${key}: ${categories.join(', ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('read as the language counts: Polish in four forms', () => {
    expect(polish.tooManyAttemptsWait({ seconds: 1 })).toContain('Odczekaj 1 sekundę ');
    expect(polish.tooManyAttemptsWait({ seconds: 3 })).toContain('Odczekaj 3 sekundy ');
    expect(polish.tooManyAttemptsWait({ seconds: 5 })).toContain('Odczekaj 5 sekund ');
    expect(polish.tooManyAttemptsWait({ seconds: 22 })).toContain('Odczekaj 22 sekundy ');
    expect(polish.passwordLudsLength({ count: 1 })).toBe('Musi mieć co najmniej 1 znak');
    expect(polish.passwordLudsLength({ count: 4 })).toBe('Musi mieć co najmniej 4 znaki');
    expect(polish.passwordLudsLength({ count: 12 })).toBe('Musi mieć co najmniej 12 znaków');
  });

  it('read as the language counts: one form in Turkish and Chinese, two in Dutch', () => {
    expect(turkish.tooManyAttemptsWait({ seconds: 1 })).toContain('1 saniye ');
    expect(turkish.tooManyAttemptsWait({ seconds: 30 })).toContain('30 saniye ');
    expect(traditionalChinese.passwordLudsLength({ count: 8 })).toBe('長度至少須為 8 個字元');
    expect(dutch.passwordLudsLength({ count: 1 })).toBe('Moet minstens 1 teken lang zijn');
    expect(dutch.passwordLudsLength({ count: 1000 })).toBe('Moet minstens 1.000 tekens lang zijn');
  });
});
