import { describe, expect, it, vi } from 'vitest';
import { MAX_TAG_LENGTH, speaksPlainEnglish } from '../../../src/i18n/locales.ts';
import { negotiateLocale, textDirection } from '../../../src/i18n/negotiate.ts';

describe('negotiateLocale', () => {
  it('does not canonicalise a tag longer than any it could match, and says so once', () => {
    const canonicalise = vi.spyOn(Intl, 'getCanonicalLocales');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const long = `de-${'x-abcdefgh'.repeat(100_000)}`;
    expect(negotiateLocale([long, 'fr'])).toBe('fr');
    expect(negotiateLocale([long])).toBe('en');
    expect(negotiateLocale(['x'.repeat(MAX_TAG_LENGTH + 1), 'es'])).toBe('es');
    expect(canonicalise.mock.calls.map(([tag]) => tag)).toEqual(['fr', 'es']);
    expect(warn.mock.calls).toEqual([[`court-login: a locale longer than ${MAX_TAG_LENGTH} characters is ignored.`]]);
    canonicalise.mockRestore();
    warn.mockRestore();
  });

  it('takes the first requested tag the widget speaks', () => {
    expect(negotiateLocale(['es'])).toBe('es');
    expect(negotiateLocale([undefined, '', 'de-AT', 'fr'])).toBe('de');
    expect(negotiateLocale(['tlh', 'fr-CA'])).toBe('fr');
  });

  it('falls back from a region to its language, and to English at last', () => {
    expect(negotiateLocale(['pt-BR'])).toBe('pt-BR');
    expect(negotiateLocale(['pt-PT'])).toBe('pt-BR');
    expect(negotiateLocale(['pt'])).toBe('pt-BR');
    expect(negotiateLocale(['en-GB', 'es'])).toBe('en');
    expect(negotiateLocale(['sw'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
  });

  it('tells Simplified from Traditional Chinese by script', () => {
    expect(negotiateLocale(['zh'])).toBe('zh-CN');
    expect(negotiateLocale(['zh-SG'])).toBe('zh-CN');
    expect(negotiateLocale(['zh-Hans-HK'])).toBe('zh-CN');
    expect(negotiateLocale(['zh-TW'])).toBe('zh-TW');
    expect(negotiateLocale(['zh-HK'])).toBe('zh-TW');
    expect(negotiateLocale(['zh-MO'])).toBe('zh-TW');
    expect(negotiateLocale(['zh-Hant'])).toBe('zh-TW');
    expect(negotiateLocale(['zh-hant-hk'])).toBe('zh-TW');
    expect(negotiateLocale(['zh-Hans-TW'])).toBe('zh-CN');
  });

  it('speaks Italian, Dutch, Polish, Korean and Turkish, with their regions', () => {
    expect(negotiateLocale(['it-CH'])).toBe('it');
    expect(negotiateLocale(['nl-BE'])).toBe('nl');
    expect(negotiateLocale(['pl'])).toBe('pl');
    expect(negotiateLocale(['ko-KR'])).toBe('ko');
    expect(negotiateLocale(['tr-CY'])).toBe('tr');
    expect(textDirection('tr')).toBe('ltr');
  });

  it('ignores what is not a language tag, and reads tags case-insensitively', () => {
    expect(negotiateLocale(['not a tag!', 'JA-jp'])).toBe('ja');
    expect(negotiateLocale(['x'.repeat(300), 'he'])).toBe('he');
    expect(negotiateLocale(['iw'])).toBe('he');
    expect(negotiateLocale(['en-XA'])).toBe('en-XA');
  });

  it('writes Arabic and Hebrew right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('es')).toBe('ltr');
  });
});

describe('speaksPlainEnglish', () => {
  it('says plain English exactly when the negotiated locale is English', () => {
    const requests = [
      [],
      ['en'],
      ['en-GB', 'es'],
      ['en-XA'],
      ['sw'],
      ['sw', 'fr-CA'],
      ['tlh', 'sv', 'en-US'],
      [undefined, '', null],
      ['not a tag!', 'JA-jp'],
      ['zh-Hant-HK'],
      ['zh-SG'],
      ['pt-PT'],
      ['iw'],
      ['x'.repeat(300), 'he'],
      ['de-AT', 'en'],
      ['en-Latn-US', 'de'],
      ['EN-xa'],
      ['en-XA-u-nu-latn'],
      ['zh-Hant', 'en'],
    ];
    for (const requested of requests)
      expect(speaksPlainEnglish(requested), JSON.stringify(requested)).toBe(negotiateLocale(requested) === 'en');
  });

  it('leaves a tag too long to look at to the language table, without canonicalising or warning', () => {
    const canonicalise = vi.spyOn(Intl, 'getCanonicalLocales');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(speaksPlainEnglish(['x'.repeat(MAX_TAG_LENGTH + 1), 'en'])).toBe(false);
    expect(speaksPlainEnglish(['en', 'x'.repeat(MAX_TAG_LENGTH + 1)])).toBe(true);
    expect(speaksPlainEnglish(['x'.repeat(MAX_TAG_LENGTH)])).toBe(true);
    expect(canonicalise.mock.calls.map(([tag]) => String(tag).length)).toEqual([2, MAX_TAG_LENGTH]);
    expect(warn).not.toHaveBeenCalled();
    canonicalise.mockRestore();
    warn.mockRestore();
  });
});
