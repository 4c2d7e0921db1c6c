// Phone parsing and as-you-type formatting over libphonenumber-js, loaded only when a phone
// method is configured and the visitor turns to its form (its metadata is large, and most visitors
// sign in another way). The numbers are for passcodes by text message or WhatsApp, so the metadata
// is that of mobile numbers (where a region does not tell them apart from landlines, as in North
// America, both are valid): two thirds of the bytes of the full set. A landline is refused here.
// Before it, a small chunk brings the list of countries and the first country's check, with which a
// number of that country is sent at once (first-country-phone.ts).
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
const wanters = new Set<(parser: Promise<PhoneParser>) => void>();

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

/** The countries the form offers, from the check's chunk (the same request as `loadFirstCountryCheck`). */
export const loadCountries = (): Promise<Country[]> =>
  import('./first-country-phone.ts').then(({ COUNTRIES }) => COUNTRIES);

/**
 * Calls `listener` with the parser's load each time one starts (at once if one is under way or done):
 * the first, or one after a failure, by whichever form of the page the visitor turned to. Returns the
 * way to stop.
 */
export function whenPhoneParserWanted(listener: (parser: Promise<PhoneParser>) => void): () => void {
  wanters.add(listener);
  if (loading) listener(loading);
  return () => wanters.delete(listener);
}

/** Loads the parser, once: whoever waits for it (`whenPhoneParserWanted`) hears of it. */
export function loadPhoneParser(): Promise<PhoneParser> {
  if (loading) return loading;
  loading = import('libphonenumber-js/mobile').then((lib) => {
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
  const parser = loading;
  // After a failure, the next turn to the form asks again.
  parser.catch(() => {
    if (loading === parser) loading = undefined;
  });
  for (const listener of wanters) listener(parser);
  return parser;
}

/**
 * Starts the parser's load for a form the visitor turned to, once the first country's check has come
 * (or failed): on a slow link the small chunk that lets the form send comes first. Its failure is
 * reported by whoever waits for it (`whenPhoneParserWanted`), React's form.
 */
export const wantPhoneParser = (): void =>
  void loadFirstCountryCheck()
    .catch(() => {})
    .then(loadPhoneParser)
    .catch(() => {});
