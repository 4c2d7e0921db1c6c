// PKCE pairs (docs/provider-api.md#pkce, RFC 7636): a 128-character hex verifier from 16 random 32-bit
// words (each written as 8 hex digits), the S256 challenge, and per-namespace storage.
import { bytesToBase64Url } from '../lib/base64.ts';
import { isNonEmptyString, isRecord, parseJson } from '../lib/guards.ts';
import { cryptoRandomValues, type RandomValues } from '../lib/random.ts';
import type { KeyValueStorage } from '../lib/storage.ts';
import { pkceKey } from './keys.ts';
import type { Court, PkceNamespace, PkcePair } from './types.ts';

export function createCodeVerifier(randomValues: RandomValues = cryptoRandomValues): string {
  const words = randomValues(new Uint32Array(16));
  return Array.from(words, (word) => word.toString(16).padStart(8, '0')).join('');
}

/** base64url(SHA-256(ASCII verifier)), without padding. */
export async function codeChallengeFor(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return bytesToBase64Url(new Uint8Array(digest));
}

export async function createPkcePair(randomValues?: RandomValues): Promise<PkcePair> {
  const code_verifier = createCodeVerifier(randomValues);
  return { code_challenge: await codeChallengeFor(code_verifier), code_verifier };
}

export interface PkceStoreOptions {
  publicToken: string;
  storage: KeyValueStorage;
  randomValues?: RandomValues;
  warn?: (message: string) => void;
}

function keep({ publicToken, storage }: PkceStoreOptions, namespace: PkceNamespace, pair: PkcePair): PkcePair {
  storage.setItem(pkceKey(publicToken, namespace), JSON.stringify(pair));
  return pair;
}

/** The stored pairs of one public token; a malformed stored pair counts as absent. */
export function createPkceStore(options: PkceStoreOptions): Court['pkce'] {
  const { publicToken, storage } = options;
  const warn = options.warn ?? ((message: string) => console.warn(message));

  function get(namespace: PkceNamespace): PkcePair | undefined {
    const text = storage.getItem(pkceKey(publicToken, namespace));
    if (text === null) return undefined;
    const value = parseJson(text);
    if (isRecord(value) && isNonEmptyString(value.code_challenge) && isNonEmptyString(value.code_verifier)) {
      return { code_challenge: value.code_challenge, code_verifier: value.code_verifier };
    }
    warn(`court-login: ignoring a malformed stored proof key for "${namespace}".`);
    return undefined;
  }

  async function create(namespace: PkceNamespace): Promise<PkcePair> {
    return keep(options, namespace, await createPkcePair(options.randomValues));
  }

  return {
    get,
    create,
    getOrCreate: async (namespace) => get(namespace) ?? create(namespace),
    delete: (namespace) => storage.removeItem(pkceKey(publicToken, namespace)),
  };
}

/**
 * New pairs only, each made ahead and kept in memory until `create` stores it: a press creates its
 * pair without waiting for the digest, whose answer a main thread busy with a long task (React's
 * chunk arriving) would hold back.
 */
export function pkcePairsAhead(options: PkceStoreOptions): Pick<Court['pkce'], 'create' | 'delete'> {
  const store = createPkceStore(options);
  const ahead = () => {
    const pair = createPkcePair(options.randomValues);
    // Where there is no Web Crypto (an insecure context) the press that needs the pair fails.
    pair.catch(() => {});
    return pair;
  };
  let next = ahead();
  return {
    delete: store.delete,
    async create(namespace) {
      // The next press gets a pair of its own, also when this one failed.
      const pair = next;
      next = ahead();
      return keep(options, namespace, await pair);
    },
  };
}
