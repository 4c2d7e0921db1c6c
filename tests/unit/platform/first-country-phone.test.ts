// @vitest-environment node
// The painted phone form's check reads a number of its country exactly as the whole metadata does,
// and leaves every other number to it; its cut-down metadata is the library's own for that country.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES_FILE,
  countryCallingCodes,
  firstCountryMetadata,
  METADATA_FILE,
} from '../../../scripts/build/first-country-metadata.ts';
import { COUNTRIES, firstCountryNumber } from '../../../src/platform/first-country-phone.ts';
import { loadPhoneParser } from '../../../src/platform/phone.ts';
import { FIRST_COUNTRY } from '../../../src/ui/form-recipes.ts';

describe('the first country’s phone check', () => {
  it.each(['(201) 555-0123', '2015550123', '+1 201 555 0123', '201.555.0123'])(
    'reads %s as the whole metadata does',
    async (text) => {
      const whole = (await loadPhoneParser()).parse(text, FIRST_COUNTRY.code);
      expect(whole.isValid).toBe(true);
      expect(firstCountryNumber(text)).toEqual(whole);
    },
  );

  it.each([
    ['a number too short', '201555'],
    ['no number', 'call me'],
    ['another calling code', '+44 7911 123456'],
    ['a country sharing the calling code', '(416) 555-0123'],
    ['an empty field', ''],
  ])('leaves %s to the whole metadata', (_what, text) => {
    expect(firstCountryNumber(text)).toBeUndefined();
  });

  it('carries the library’s current rules for that country', () => {
    expect(JSON.parse(readFileSync(METADATA_FILE, 'utf8'))).toEqual(firstCountryMetadata());
  });

  it('lists the countries the whole metadata lists, in its order, with their calling codes', async () => {
    expect(JSON.parse(readFileSync(COUNTRIES_FILE, 'utf8'))).toEqual(countryCallingCodes());
    expect(COUNTRIES).toEqual((await loadPhoneParser()).countries);
  });
});
