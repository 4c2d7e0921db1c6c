import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { base58Encode } from '../../../src/lib/base58.ts';

describe('base58Encode', () => {
  it.each([[[]], [[0]], [[0, 0, 1]], [[255, 255]], [[1, 2, 3, 4, 5, 6, 7, 8, 9]]])(
    'encodes %j as bs58 does',
    (bytes) => {
      expect(base58Encode(new Uint8Array(bytes))).toBe(bs58.encode(new Uint8Array(bytes)));
    },
  );

  it('encodes keys and signatures as bs58 does', () => {
    for (let round = 0; round < 20; round += 1) {
      const keys = nacl.sign.keyPair();
      const signature = nacl.sign.detached(new TextEncoder().encode(`message ${round}`), keys.secretKey);
      expect(base58Encode(keys.publicKey)).toBe(bs58.encode(keys.publicKey));
      expect(base58Encode(signature)).toBe(bs58.encode(signature));
    }
  });
});
