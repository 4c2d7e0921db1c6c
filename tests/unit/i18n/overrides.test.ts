// A page's `strings` checked at run time: each bad override is warned about once, by key, and the
// widget's own text stays; a good one replaces the message, with its arguments and plurals.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

type Overrides = typeof import('../../../src/i18n/overrides.ts');
let compileOverrides: Overrides['compileOverrides'];
let warn: MockInstance<typeof console.warn>;
beforeEach(async () => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // A fresh module each time: it remembers the warnings it gave.
  vi.resetModules();
  ({ compileOverrides } = (await import('../../../src/i18n/overrides.ts')) as Overrides);
});
afterEach(() => warn.mockRestore());

const warnings = () => warn.mock.calls.map((call) => String(call[0]));

describe('compileOverrides', () => {
  it('replaces a message by its key, with its argument and in the locale given', () => {
    const table = compileOverrides({ header: 'Entrez sur le court', continueWithProvider: 'Entrer avec {name}' }, 'fr');
    expect(table.header!({} as never)).toBe('Entrez sur le court');
    expect((table.continueWithProvider as (values: { name: string }) => string)({ name: 'Google' })).toBe(
      'Entrer avec Google',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('formats a plural in the locale of the widget', () => {
    const table = compileOverrides(
      { passwordLudsLength: 'Au moins {count, plural, one {# signe} other {# signes}}' },
      'fr',
    );
    const say = table.passwordLudsLength as (values: { count: number }) => string;
    expect(say({ count: 1 })).toBe('Au moins 1 signe');
    expect(say({ count: 12 })).toBe('Au moins 12 signes');
    const english = compileOverrides(
      { passwordLudsLength: '{count, plural, one {# char} other {# chars}} at least' },
      'en',
    ).passwordLudsLength as (values: { count: number }) => string;
    expect(english({ count: 1000 })).toBe('1,000 chars at least');
  });

  it('keeps tags as text', () => {
    const table = compileOverrides({ header: 'Sign in <b>here</b> <img src=x onerror=alert(1)>' }, 'en');
    expect(table.header!({} as never)).toBe('Sign in <b>here</b> <img src=x onerror=alert(1)>');
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown key', { hedaer: 'Hello' }, 'strings.hedaer: there is no message of this key.'],
    ['a number', { header: 42 }, 'strings.header: the text must be a non-empty string.'],
    ['null', { header: null }, 'strings.header: the text must be a non-empty string.'],
    ['an empty text', { header: '' }, 'strings.header: the text must be a non-empty string.'],
    ['a blank text', { header: '   ' }, 'strings.header: the text must be a non-empty string.'],
    ['a text too long', { header: 'x'.repeat(2001) }, 'strings.header: the text is longer than 2000 characters.'],
    ['an invalid ICU message', { header: 'Sign in {' }, 'strings.header: the text is not a valid ICU message'],
    [
      'an argument the message does not have',
      { continueWithProvider: 'Go on with {provider}' },
      'strings.continueWithProvider: the text uses {provider}, which this message does not have (it has {name}).',
    ],
    [
      'an argument of a message without any',
      { header: 'Hello {name}' },
      'strings.header: the text uses {name}, which this message does not have.',
    ],
    [
      'an argument hidden in a plural',
      { passwordLudsLength: '{count, plural, other {# {unit}}}' },
      'strings.passwordLudsLength: the text uses {unit}, which this message does not have (it has {count}).',
    ],
  ])('warns about %s once and keeps the default text', (_, strings, message) => {
    const table = compileOverrides(strings, 'en');
    expect(Object.keys(table)).toEqual([]);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toContain(`court-login: ${message}`);
    expect(warnings()[0]).toContain("The widget's own text is used.");
  });

  it('keeps the good overrides beside the bad ones', () => {
    const table = compileOverrides({ header: 'Welcome back', divider: 7, nope: 'x' }, 'en');
    expect(Object.keys(table)).toEqual(['header']);
    expect(warnings()).toHaveLength(2);
  });

  it.each([
    ['a text', 'Hello'],
    ['an array', ['Hello']],
    ['null', null],
  ])('ignores %s in place of an object, with a warning', (_, strings) => {
    expect(compileOverrides(strings, 'en')).toEqual({});
    expect(warnings()).toEqual(['court-login: strings must be an object of message keys and texts; it is ignored.']);
  });

  it('cuts a long unknown key in its warning', () => {
    compileOverrides({ ['k'.repeat(5000)]: 'x' }, 'en');
    expect(warnings()[0]!.length).toBeLessThan(200);
  });
});

describe('compileOverrides, once more for another language or widget', () => {
  it('tells each mistake once, and still compiles the strings each time', () => {
    const strings = { hedaer: 'Hello', header: 'Hola' };
    compileOverrides(strings, 'en');
    const spanish = compileOverrides({ ...strings }, 'es');
    expect(spanish.header!({} as never)).toBe('Hola');
    compileOverrides({ ...strings, divider: 3 }, 'en');
    expect(warnings()).toEqual([
      "court-login: strings.hedaer: there is no message of this key. The widget's own text is used.",
      "court-login: strings.divider: the text must be a non-empty string. The widget's own text is used.",
    ]);
  });
});
