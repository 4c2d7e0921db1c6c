import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  codeChallengeFor,
  createCodeVerifier,
  createPkcePair,
  createPkceStore,
  pkcePairsAhead,
} from '../../../src/session/pkce.ts';
import { MemoryStorage } from '../support/memory-storage.ts';

const TOKEN = 'public-token-test-court-login-local';
const KEY = `stytch_sdk_state_${TOKEN}::PKCE_VERIFIER:`;

describe('PKCE pair generation', () => {
  it('matches the RFC 7636 Appendix B vector', async () => {
    expect(await codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('writes each of the 16 random words as 8 hex digits, keeping leading zeros', () => {
    const words = [
      0x01234567, 0x89abcdef, 0, 0xa, 0xffffffff, 0x10000000, 0x100, 0x7fffffff, 0xabcdef, 1, 0xcafebabe, 0xbadf00d,
      0x10, 0x13579bdf, 0x2468ace0, 0x80000000,
    ];
    const verifier = createCodeVerifier((array) => {
      array.set(words);
      return array;
    });
    expect(verifier).toBe(
      '0123456789abcdef000000000000000affffffff10000000000001007fffffff00abcdef00000001cafebabe0badf00d0000001013579bdf2468ace080000000',
    );
  });

  it('makes 128 lowercase hex characters, different every time', () => {
    const verifiers = Array.from({ length: 200 }, () => createCodeVerifier());
    for (const verifier of verifiers) expect(verifier).toMatch(/^[0-9a-f]{128}$/);
    expect(new Set(verifiers).size).toBe(200);
  });

  it('pairs a verifier with base64url(SHA-256(verifier)) without padding', async () => {
    const pair = await createPkcePair();
    const expected = createHash('sha256').update(pair.code_verifier).digest('base64url');
    expect(pair.code_challenge).toBe(expected);
    expect(pair.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('PKCE storage', () => {
  const setup = () => {
    const storage = new MemoryStorage();
    const warn = vi.fn();
    return { storage, warn, pkce: createPkceStore({ publicToken: TOKEN, storage, warn }) };
  };

  it('stores a new pair as JSON under the namespaced key and reads it back', async () => {
    const { storage, pkce } = setup();
    const pair = await pkce.create('oauth');
    expect(JSON.parse(storage.getItem(`${KEY}oauth`) ?? '')).toEqual(pair);
    expect(pkce.get('oauth')).toEqual(pair);
    expect(pkce.get('magic_links')).toBeUndefined();
  });

  it('create always replaces; getOrCreate reuses the stored pair', async () => {
    const { pkce } = setup();
    const first = await pkce.getOrCreate('magic_links');
    expect(await pkce.getOrCreate('magic_links')).toEqual(first);
    const second = await pkce.create('magic_links');
    expect(second.code_verifier).not.toBe(first.code_verifier);
    expect(pkce.get('magic_links')).toEqual(second);
  });

  it('keeps namespaces apart and deletes one without touching the others', async () => {
    const { storage, pkce } = setup();
    const oauth = await pkce.create('oauth');
    await pkce.create('passwords');
    pkce.delete('passwords');
    expect(storage.getItem(`${KEY}passwords`)).toBeNull();
    expect(pkce.get('oauth')).toEqual(oauth);
  });

  it.each([
    ['not JSON', '{code_verifier'],
    ['an array', '["a","b"]'],
    ['without a verifier', '{"code_challenge":"abc"}'],
    ['with a number verifier', '{"code_challenge":"abc","code_verifier":42}'],
  ])('ignores a stored pair that is %s, with a warning', async (_what, stored) => {
    const { storage, warn, pkce } = setup();
    storage.setItem(`${KEY}oauth`, stored);
    expect(pkce.get('oauth')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed stored proof key for "oauth"'));
    const fresh = await pkce.getOrCreate('oauth');
    expect(fresh.code_verifier).toMatch(/^[0-9a-f]{128}$/);
  });
});

describe('pairs made ahead', () => {
  it('makes the first pair before any press, stores it at the press and makes the next one', async () => {
    const digest = vi.spyOn(globalThis.crypto.subtle, 'digest');
    const store = new MemoryStorage();
    const pairs = pkcePairsAhead({ publicToken: TOKEN, storage: store });
    expect(digest, 'made ahead').toHaveBeenCalledTimes(1);
    expect(store.getItem(`${KEY}oauth`), 'stored only at a press').toBe(null);
    const first = await pairs.create('oauth');
    expect(await codeChallengeFor(first.code_verifier)).toBe(first.code_challenge);
    expect(JSON.parse(store.getItem(`${KEY}oauth`)!)).toEqual(first);
    expect(digest.mock.calls.length, 'the next one made (and the check above)').toBe(3);
    const second = await pairs.create('oauth');
    expect(second.code_verifier).not.toBe(first.code_verifier);
    expect(JSON.parse(store.getItem(`${KEY}oauth`)!)).toEqual(second);
    pairs.delete('oauth');
    expect(store.getItem(`${KEY}oauth`)).toBe(null);
    digest.mockRestore();
  });

  it('fails the press whose pair could not be made (no Web Crypto), and makes a new one for the next', async () => {
    const digest = vi.spyOn(globalThis.crypto.subtle, 'digest').mockRejectedValueOnce(new Error('insecure context'));
    const store = new MemoryStorage();
    const pairs = pkcePairsAhead({ publicToken: TOKEN, storage: store });
    await expect(pairs.create('oauth')).rejects.toThrow('insecure context');
    expect(store.getItem(`${KEY}oauth`)).toBe(null);
    const pair = await pairs.create('oauth');
    expect(JSON.parse(store.getItem(`${KEY}oauth`)!)).toEqual(pair);
    digest.mockRestore();
  });
});
