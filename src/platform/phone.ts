// Phone parsing and as-you-type formatting over libphonenumber-js, loaded only when a phone
// method is configured (its metadata is large). The numbers are for passcodes by text message or
// WhatsApp, so the metadata is that of mobile numbers (where a region does not tell them apart from
// landlines, as in North America, both are valid): two thirds of the bytes of the full set, which
// the phone form waits for on a phone's network (docs/benchmarks.md). A landline is refused here.
import type { ParsedPhone } from './parsed-phone.ts';

export type { ParsedPhone };

export interface Country {
  /** ISO 3166 region code, e.g. US. */
  code: string;
  dialCode: string;
}

export interface PhoneParser {
  countries: Country[];
  format(text: string, country: string): string;
  /** An unparsable text gives an invalid number. */
  parse(text: string, country: string): ParsedPhone;
}

/** A number of the phone form's first country, read by that country's rules alone; undefined for any other (first-country-phone.ts). */
export type FirstCountryCheck = (text: string) => ParsedPhone | undefined;

let loading: Promise<PhoneParser> | undefined;
let checkLoading: Promise<FirstCountryCheck> | undefined;
let checkLoaded: FirstCountryCheck | undefined;

/**
 * The first country's check: a small chunk, with which a number of that country is sent before the
 * whole metadata has come (by the painted form before React, and by React's form).
 */
export function loadFirstCountryCheck(): Promise<FirstCountryCheck> {
  checkLoading ??= import('./first-country-phone.ts').then(
    ({ firstCountryNumber }) => (checkLoaded = firstCountryNumber),
  );
  checkLoading.catch(() => {
    checkLoading = undefined;
  });
  return checkLoading;
}

/** The check if it has loaded already (the painted form's, say): React's form then starts with it. */
export const loadedFirstCountryCheck = (): FirstCountryCheck | undefined => checkLoaded;

export function loadPhoneParser(): Promise<PhoneParser> {
  loading ??= import('libphonenumber-js/mobile').then((lib) => {
    // Named and ordered in the visitor's language where they are shown (ui/PhoneField.tsx).
    const countries = lib.getCountries().map((code) => ({ code, dialCode: `+${lib.getCountryCallingCode(code)}` }));
    return {
      countries,
      format: (text, country) =>
        new lib.AsYouType(country as Parameters<typeof lib.getCountryCallingCode>[0]).input(text),
      parse(text, country) {
        const phone = lib.parsePhoneNumberFromString(text, country as Parameters<typeof lib.getCountryCallingCode>[0]);
        if (!phone) return { isValid: false, number: '', national: text, international: text };
        return {
          isValid: phone.isValid(),
          number: phone.number,
          national: phone.formatNational(),
          international: phone.formatInternational(),
        };
      },
    };
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
