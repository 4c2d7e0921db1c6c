// Phone number parsing and examples for the client-side services stand-in (routes/clientside-services.ts),
// with libphonenumber-js, the library the widget uses in the browser.
import {
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { badRequest } from '../http/responses.ts';

export interface ParsedPhoneNumber {
  isValid: boolean;
  /** E.164, e.g. +15555550123; the input when it cannot be parsed. */
  number: string;
  /** National format, e.g. (555) 555-0123; the input when it cannot be parsed. */
  national: string;
}

function region(regionCode: string): CountryCode {
  if (!isSupportedCountry(regionCode))
    throw badRequest('invalid_region_code', `"${regionCode}" is not a country code that phone numbers have.`);
  return regionCode;
}

/** `phoneNumber` read as a number of `regionCode`, or as an international number (+…) when no region is given. */
export function parsePhoneNumber(phoneNumber: string, regionCode: string | undefined): ParsedPhoneNumber {
  const parsed = parsePhoneNumberFromString(phoneNumber, regionCode === undefined ? undefined : region(regionCode));
  if (!parsed) return { isValid: false, number: phoneNumber, national: phoneNumber };
  return { isValid: parsed.isValid(), number: parsed.number, national: parsed.formatNational() };
}

/** A mobile number of the region in national format, as a field's placeholder. */
export function examplePhoneNumber(regionCode: string): string {
  return getExampleNumber(region(regionCode), examples)?.formatNational() ?? '';
}
