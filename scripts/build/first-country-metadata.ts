// Writes src/platform/first-country-metadata.json: libphonenumber-js's mobile metadata cut down to the
// one country the painted phone form lists (src/ui/form-recipes.ts, FIRST_COUNTRY), about 1 KiB where
// the whole set is 139. tests/unit/platform/first-country-phone.test.ts checks it against the library,
// so an upgrade of libphonenumber-js that changes that country's rules fails until this runs again:
//   npx tsx scripts/build/first-country-metadata.ts
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { FIRST_COUNTRY } from '../../src/ui/form-recipes.ts';

interface Metadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic: Record<string, unknown>;
}

export const METADATA_FILE = fileURLToPath(new URL('../../src/platform/first-country-metadata.json', import.meta.url));

/** The library's mobile metadata with one country: its rules, and its calling code naming it alone. */
export function firstCountryMetadata(): Metadata {
  const all = createRequire(import.meta.url)('libphonenumber-js/metadata.mobile.json') as Metadata;
  const code = FIRST_COUNTRY.code;
  const callingCode = FIRST_COUNTRY.dialCode.slice(1);
  if (!all.country_calling_codes[callingCode]?.includes(code) || !all.countries[code])
    throw new Error(`libphonenumber-js has no ${code} under +${callingCode}`);
  return {
    version: all.version,
    country_calling_codes: { [callingCode]: [code] },
    countries: { [code]: all.countries[code] },
    nonGeographic: {},
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Written as the formatter would write it: `npm test` checks every file's format.
  const options = await prettier.resolveConfig(METADATA_FILE);
  writeFileSync(
    METADATA_FILE,
    await prettier.format(JSON.stringify(firstCountryMetadata()), { ...options, filepath: METADATA_FILE }),
  );
}
