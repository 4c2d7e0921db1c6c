// The little CBOR (RFC 8949) a 'none' attestation needs: integers, byte and text strings, and maps,
// in the order given (the gallery's authenticator writes them in CTAP2's canonical order). Written
// here because the project's only CBOR encoder comes inside the provider's server package
// (@simplewebauthn/server), which is not made for a page.
export type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;

const MAJOR = { unsigned: 0, negative: 1, bytes: 2, text: 3, map: 5 } as const;

/** The initial byte(s): the major type and an argument up to 2^32 - 1. */
function head(major: number, argument: number): number[] {
  if (!Number.isInteger(argument) || argument < 0 || argument > 0xffffffff)
    throw new RangeError(`CBOR: ${argument} is out of range`);
  const type = major << 5;
  if (argument < 24) return [type | argument];
  if (argument < 0x100) return [type | 24, argument];
  if (argument < 0x10000) return [type | 25, argument >> 8, argument & 0xff];
  return [type | 26, argument >>> 24, (argument >> 16) & 0xff, (argument >> 8) & 0xff, argument & 0xff];
}

function write(value: CborValue, out: number[]): void {
  if (typeof value === 'number') {
    out.push(...(value >= 0 ? head(MAJOR.unsigned, value) : head(MAJOR.negative, -1 - value)));
  } else if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    out.push(...head(MAJOR.text, bytes.length), ...bytes);
  } else if (value instanceof Uint8Array) {
    out.push(...head(MAJOR.bytes, value.length), ...value);
  } else {
    out.push(...head(MAJOR.map, value.size));
    for (const [key, item] of value) {
      write(key, out);
      write(item, out);
    }
  }
}

export function encodeCbor(value: CborValue): Uint8Array<ArrayBuffer> {
  const out: number[] = [];
  write(value, out);
  return new Uint8Array(out);
}
