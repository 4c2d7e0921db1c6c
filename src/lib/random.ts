// Randomness from the Web Crypto API; callers may inject their own source in tests.

export type RandomValues = (array: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

export const cryptoRandomValues: RandomValues = (array) => globalThis.crypto.getRandomValues(array);

/** A version-4 UUID. `crypto.randomUUID` is missing outside secure contexts, so it is built by hand. */
export function uuidV4(randomValues: RandomValues = cryptoRandomValues): string {
  const bytes = new Uint8Array(randomValues(new Uint32Array(4)).buffer);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
