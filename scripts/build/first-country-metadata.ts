// Writes what the phone form has before the whole phone metadata, which it loads only once the visitor
// turns to it (src/platform/phone.ts), both in the chunk of the first country's check:
// - src/platform/first-country-metadata.json: libphonenumber-js's mobile metadata cut down to the one
//   country the painted phone form lists (src/ui/form-recipes.ts, FIRST_COUNTRY), about 1 KiB where
//   the whole set is 139;
// - src/platform/countries.json: every country of that metadata with its calling code, the list the
//   form offers, about 1.2 KiB gzip in that chunk.
// tests/unit/platform/first-country-phone.test.ts checks both against the library, so an upgrade of
// libphonenumber-js that changes them fails until this runs again:
//   npx tsx scripts/build/first-country-metadata.ts
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { FIRST_COUNTRY } from '../../src/ui/form-recipes.ts';

interface Metadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  /** By region code: the calling code first, then the region's rules. */
  countries: Record<string, [string, ...unknown[]]>;
  nonGeographic: Record<string, unknown>;
}

export const METADATA_FILE = fileURLToPath(new URL('../../src/platform/first-country-metadata.json', import.meta.url));
export const COUNTRIES_FILE = fileURLToPath(new URL('../../src/platform/countries.json', import.meta.url));

const mobileMetadata = () => createRequire(import.meta.url)('libphonenumber-js/metadata.mobile.json') as Metadata;

/** The library's mobile metadata with one country: its rules, and its calling code naming it alone. */
export function firstCountryMetadata(): Metadata {
  const all = mobileMetadata();
  const code = FIRST_COUNTRY.code;
  const callingCode = FIRST_COUNTRY.dialCode.slice(1);
  const country = all.countries[code];
  if (!all.country_calling_codes[callingCode]?.includes(code) || !country)
    throw new Error(`libphonenumber-js has no ${code} under +${callingCode}`);
  return {
    version: all.version,
    country_calling_codes: { [callingCode]: [code] },
    countries: { [code]: country },
    nonGeographic: {},
  };
}

/** Each region of the library's mobile metadata, in its order, as [region code, calling code]. */
export function countryCallingCodes(): Array<[string, string]> {
  return Object.entries(mobileMetadata().countries).map(([code, [callingCode]]) => [code, callingCode]);
}

async function write(file: string, data: unknown): Promise<void> {
  // Written as the formatter would write it: `npm test` checks every file's format.
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(JSON.stringify(data), { ...options, filepath: file }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await write(METADATA_FILE, firstCountryMetadata());
  await write(COUNTRIES_FILE, countryCallingCodes());
}
