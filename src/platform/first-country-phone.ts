// The phone form's check before the whole metadata (phone.ts) has come, loaded by phone.ts's
// loadFirstCountryCheck: the rules of the one country the form lists until then, alone
// (first-country-metadata.json, written by scripts/build/first-country-metadata.ts), so that a number
// of that country leaves at once, even before React (src/products/otp/painted-send.ts). It only ever
// says yes: a number these rules refuse may still be another country's (typed with its own calling
// code, or of a country sharing this calling code), which the whole metadata decides. With it comes
// the list of countries the form offers (countries.json, written by the same script): the form lists
// them all once this chunk is in, and loads the whole metadata only once the visitor turns to it.
import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import countryCallingCodes from './countries.json';
import metadata from './first-country-metadata.json';
import type { ParsedPhone } from './parsed-phone.ts';

/** Every country the whole metadata knows, in its order (the library's `getCountries()`): phone.ts's `Country`s. */
export const COUNTRIES: Array<{ code: string; dialCode: string }> = (
  countryCallingCodes as Array<[string, string]>
).map(([code, callingCode]) => ({
  code,
  dialCode: `+${callingCode}`,
}));

/** The metadata's one country: the form's first (FIRST_COUNTRY of src/ui/form-recipes.ts). */
const COUNTRY = Object.keys(metadata.countries)[0] as CountryCode;

/** The number as phone.ts reads it, when the first country's rules accept it; otherwise undefined. */
export function firstCountryNumber(text: string): ParsedPhone | undefined {
  const phone = parsePhoneNumberFromString(text, COUNTRY, metadata as MetadataJson);
  if (!phone?.isValid()) return undefined;
  return {
    isValid: true,
    number: phone.number,
    national: phone.formatNational(),
    international: phone.formatInternational(),
  };
}
