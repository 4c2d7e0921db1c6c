// A page's own languages (`languages`): whole catalogues checked at run time as the build checks the
// shipped ones. A message with a problem, or one left out, is warned about once and shown in
// English; a catalogue too large, or not a catalogue, is refused whole; the page's locales are
// chosen as the shipped ones are.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

type PageLanguages = typeof import('../../../src/i18n/page-languages.ts');
let pageLanguage: PageLanguages['pageLanguage'];
let chooseLocale: PageLanguages['chooseLocale'];
let warn: MockInstance<typeof console.warn>;
beforeEach(async () => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // A fresh module each time: the checker remembers the warnings it gave.
  vi.resetModules();
  ({ pageLanguage, chooseLocale } = (await import('../../../src/i18n/page-languages.ts')) as PageLanguages);
});
afterEach(() => warn.mockRestore());

const warnings = () => warn.mock.calls.map((call) => String(call[0]));

/** A shipped locale's catalogue, every area in one flat table (its glossary left out), as a page would give it. */
function shipped(locale: string): Record<string, string> {
  const dir = join(import.meta.dirname, '../../../src/i18n/messages', locale);
  const areas = readdirSync(dir).filter((file) => file !== 'glossary.json');
  return Object.assign(
    {},
    ...areas.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>),
  );
}

/** English's messages with a few words made Swedish: a complete catalogue for `sv`. */
function swedish(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...shipped('en'),
    header: 'Registrera dig eller logga in',
    continueWithEmail: 'Fortsätt med e-post',
    ...changes,
  };
}

function chosen(result: ReturnType<PageLanguages['pageLanguage']>) {
  if (!('page' in result)) throw new Error(`a shipped locale was chosen: ${result.locale}`);
  return result.page;
}

describe('pageLanguage: a complete catalogue', () => {
  it('is chosen for its locale and for a region of it, and speaks its texts with their arguments', () => {
    const messages = swedish({
      continueWithProvider: 'Fortsätt med {name}',
      passwordLudsLength: 'Minst {count, plural, one {# tecken} other {# tecken}}',
    });
    const page = chosen(pageLanguage(['sv-SE'], { property: [{ locale: 'sv', messages }] }));
    expect(page.lang).toBe('sv');
    expect(page.dir).toBe('ltr');
    expect(page.table!.header!({} as never)).toBe('Registrera dig eller logga in');
    expect((page.table!.continueWithProvider as (values: { name: string }) => string)({ name: 'Google' })).toBe(
      'Fortsätt med Google',
    );
    expect((page.table!.passwordLudsLength as (values: { count: number }) => string)({ count: 1000 })).toBe(
      `Minst ${new Intl.NumberFormat('sv').format(1000)} tecken`,
    );
    expect(new Intl.NumberFormat('sv').format(1000)).not.toBe('1,000');
    expect(Object.keys(page.table!).sort()).toEqual(Object.keys(shipped('en')).sort());
    expect(warnings()).toEqual([]);
  });

  it.each(['es', 'fr', 'de', 'pt-BR', 'ja', 'zh-CN', 'ar', 'he', 'it', 'nl', 'pl', 'ko', 'zh-TW', 'tr'])(
    'passes every shipped catalogue (%s) without a warning',
    (locale) => {
      const page = chosen(pageLanguage([locale], { config: [{ locale, messages: shipped(locale) }] }));
      expect(Object.keys(page.table!)).toHaveLength(Object.keys(shipped('en')).length);
      expect(page.dir).toBe(locale === 'ar' || locale === 'he' ? 'rtl' : 'ltr');
      expect(warnings()).toEqual([]);
    },
  );

  it('takes the direction a catalogue gives', () => {
    expect(chosen(pageLanguage(['fa-IR'], { property: [{ locale: 'fa', dir: 'rtl', messages: swedish() }] })).dir).toBe(
      'rtl',
    );
  });
});

describe('pageLanguage: a message with a problem is shown in English, with one warning', () => {
  it.each([
    ['an unknown key', { hedaer: 'Hej' }, 'languages[0] (sv).messages.hedaer: there is no message of this key.'],
    [
      'the key __proto__',
      JSON.parse('{"__proto__": "Hej"}') as Record<string, unknown>,
      'languages[0] (sv).messages.__proto__: there is no message of this key.',
    ],
    ['a number', { header: 42 }, 'languages[0] (sv).messages.header: the text must be a non-empty string.'],
    [
      'a nested object',
      { header: { text: 'Hej' } },
      'languages[0] (sv).messages.header: the text must be a non-empty string.',
    ],
    ['a blank text', { header: '  ' }, 'languages[0] (sv).messages.header: the text must be a non-empty string.'],
    [
      'a text too long',
      { header: 'x'.repeat(2001) },
      'languages[0] (sv).messages.header: the text is longer than 2000 characters.',
    ],
    ['invalid ICU', { header: 'Logga in {' }, 'languages[0] (sv).messages.header: the text is not a valid ICU message'],
    [
      'an argument the message does not have',
      { continueWithProvider: 'Fortsätt med {provider}' },
      'the text uses {provider}, which this message does not have (it has {name}).',
    ],
    [
      'an argument left out',
      { continueWithProvider: 'Fortsätt' },
      'languages[0] (sv).messages.continueWithProvider: the text leaves out {name}, which the English text shows.',
    ],
    [
      'a plural category Swedish does not have',
      { passwordLudsLength: 'Minst {count, plural, one {# tecken} few {# tecken} other {# tecken}}' },
      'the text has plural cases few, which sv does not have (it has one, other).',
    ],
    [
      'a date format, which would throw on a name',
      { continueWithProvider: 'Fortsätt med {name, date}' },
      'the text formats an argument as a date or time, which no message of the widget does.',
    ],
    [
      'plurals nested too deep',
      { passwordLudsLength: `${'{count, plural, other {'.repeat(5)}#${'}}'.repeat(5)}` },
      'the text nests plurals or selects more than 4 deep.',
    ],
  ])('%s', (_, changes, problem) => {
    const page = chosen(pageLanguage(['sv'], { property: [{ locale: 'sv', messages: swedish(changes) }] }));
    for (const key of Object.keys(changes)) expect(Object.hasOwn(page.table!, key)).toBe(false);
    // The others stay the catalogue's.
    expect(page.table!.continueWithEmail!({} as never)).toBe('Fortsätt med e-post');
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toContain(problem);
    expect(warnings()[0]).toMatch(/^court-login: .* The English text is used\.$/);
  });

  it('checks plural categories by the language: Japanese has no "one"', () => {
    chosen(
      pageLanguage(['ja'], {
        property: [
          {
            locale: 'ja',
            messages: { ...shipped('ja'), passwordLudsLength: '{count, plural, one {# 文字} other {# 文字}}以上' },
          },
        ],
      }),
    );
    expect(warnings()).toEqual([
      expect.stringContaining('the text has plural cases one, which ja does not have (it has other).'),
    ]);
  });

  it('lists the messages a catalogue leaves out in one warning, and shows them in English', () => {
    const { header: _header, divider: _divider, ...rest } = swedish();
    const page = chosen(pageLanguage(['sv'], { property: [{ locale: 'sv', messages: rest }] }));
    expect(Object.hasOwn(page.table!, 'header')).toBe(false);
    expect(warnings()).toEqual([
      'court-login: languages[0] (sv) has no text for 2 messages (divider, header); the English texts are used.',
    ]);
  });

  it('tells each mistake once, however often the catalogue is compiled', () => {
    const catalogues = { property: [{ locale: 'sv', messages: swedish({ header: 7 }) }] };
    pageLanguage(['sv'], catalogues);
    pageLanguage(['sv-FI'], catalogues);
    expect(warnings()).toHaveLength(1);
  });
});

describe('pageLanguage: a catalogue refused whole', () => {
  it.each([
    ['not an object', 'sv', 'languages[0] must be an object { locale, messages }.'],
    [
      'a locale that is not a tag',
      { locale: 'not a tag!', messages: {} },
      'languages[0].locale must be a language tag (BCP 47) such as "sv".',
    ],
    [
      'messages that are a list',
      { locale: 'sv', messages: ['Hej'] },
      'languages[0] (sv).messages must be an object of message keys and texts.',
    ],
    [
      'a direction that is none',
      { locale: 'sv', dir: 'up', messages: swedish() },
      'languages[0] (sv).dir must be "ltr" or "rtl".',
    ],
    [
      'too many keys',
      { locale: 'sv', messages: Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`key${index}`, 'x'])) },
      'languages[0] (sv).messages has 1001 keys, more than the 1000 a catalogue may have.',
    ],
    [
      'too much text',
      {
        locale: 'sv',
        messages: swedish(
          Object.fromEntries(Array.from({ length: 140 }, (_, index) => [`extra${index}`, 'x'.repeat(2000)])),
        ),
      },
      'languages[0] (sv).messages is larger than 256 KB of text.',
    ],
    [
      'getters that throw',
      {
        locale: 'sv',
        get messages() {
          throw new Error('no');
        },
      },
      'languages[0] could not be read (Error: no).',
    ],
  ])('%s, with a warning, and the shipped locale speaks', (_, catalogue, problem) => {
    expect(pageLanguage(['sv', 'de'], { property: [catalogue] })).toEqual({ locale: 'de' });
    expect(warnings()).toEqual([`court-login: ${problem} The catalogue is not used.`]);
  });

  it('refuses languages that are not a list', () => {
    expect(pageLanguage(['sv'], { config: { locale: 'sv', messages: swedish() } })).toEqual({ locale: 'en' });
    expect(warnings()).toEqual([
      'court-login: config.languages must be a list of catalogues ({ locale, messages }); it is ignored.',
    ]);
  });

  it('uses the first 20 catalogues of a list', () => {
    const many = Array.from({ length: 21 }, (_, index) => ({ locale: `sv-x-v${index}`, messages: swedish() }));
    expect(chosen(pageLanguage(['sv-x-v19'], { property: many })).lang).toBe('sv-x-v19');
    expect(chosen(pageLanguage(['sv-x-v20'], { property: many })).lang).toBe('sv-x-v0');
    expect(warnings()).toEqual(['court-login: languages has more than 20 catalogues; the first 20 are used.']);
  });
});

describe('chooseLocale and the two lists', () => {
  it('chooses a page locale as a shipped one: the very tag, then a shipped tag, then the language', () => {
    expect(chooseLocale(['sv-SE'], ['sv'])).toBe('sv');
    expect(chooseLocale(['sv'], ['sv-FI'])).toBe('sv-FI');
    expect(chooseLocale(['da', 'sv'], ['sv'])).toBe('sv');
    expect(chooseLocale(['de', 'sv'], ['sv'])).toBe('de');
    expect(chooseLocale(['pt-BR'], ['pt-PT'])).toBe('pt-BR');
    expect(chooseLocale(['pt-PT'], ['pt-PT'])).toBe('pt-PT');
    expect(chooseLocale(['pt-AO'], ['pt-PT'])).toBe('pt-PT');
    expect(chooseLocale(['zh-TW'], ['zh-Hant'])).toBe('zh-TW');
    expect(chooseLocale(['zh-HK'], ['zh-Hant'])).toBe('zh-Hant');
    expect(chooseLocale(['fr-CA'], ['fr'])).toBe('fr');
    expect(chooseLocale(['en-GB', 'sv'], ['sv'])).toBe('en');
    expect(chooseLocale(['nb', 'not a tag!', undefined], ['sv'])).toBe('en');
  });

  it('lets a page replace a shipped locale, and its property win over its configuration', () => {
    const property = [{ locale: 'fr', messages: { ...shipped('fr'), header: 'De la page' } }];
    const config = [
      { locale: 'fr', messages: { ...shipped('fr'), header: 'De la configuration' } },
      { locale: 'sv', messages: swedish() },
    ];
    expect(chosen(pageLanguage(['fr'], { property, config })).table!.header!({} as never)).toBe('De la page');
    expect(chosen(pageLanguage(['sv'], { property, config })).lang).toBe('sv');
    expect(chosen(pageLanguage(['fr'], { config })).table!.header!({} as never)).toBe('De la configuration');
    expect(warnings()).toEqual([]);
  });
});
