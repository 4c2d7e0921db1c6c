// The RS256 key that signs access and ID tokens. Made on first use and kept in the provider state,
// so a provider started again with the same --data keeps its key and the tokens it issued stay valid.
// Its public half is what /.well-known/jwks.json publishes.
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { ConnectedAppsState, SigningKeyRecord } from './apps-state.ts';

export const SIGNING_ALGORITHM = 'RS256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public key as published: `kty`, `n`, `e`, `kid`, `use`, `alg`. */
  publicJwk: JWK;
}

/** A key being made for a state, so that two requests at once do not make two. */
const making = new WeakMap<ConnectedAppsState, Promise<SigningKeyRecord>>();
/** Imported keys, per saved record. */
const imported = new WeakMap<SigningKeyRecord, Promise<SigningKey>>();

async function makeRecord(now: number): Promise<SigningKeyRecord> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { modulusLength: 2048, extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n: privateJwk.n!, e: privateJwk.e! });
  return { kid, private_jwk: privateJwk, created_at: new Date(now).toISOString() };
}

async function load(record: SigningKeyRecord): Promise<SigningKey> {
  const { n, e } = record.private_jwk;
  if (record.private_jwk.kty !== 'RSA' || typeof n !== 'string' || typeof e !== 'string') {
    throw new Error('The saved provider state holds a signing key that is not an RSA key.');
  }
  const publicJwk: JWK = { kty: 'RSA', n, e, kid: record.kid, use: 'sig', alg: SIGNING_ALGORITHM };
  const privateKey = (await importJWK(
    { ...record.private_jwk, alg: SIGNING_ALGORITHM },
    SIGNING_ALGORITHM,
  )) as CryptoKey;
  const publicKey = (await importJWK(publicJwk, SIGNING_ALGORITHM)) as CryptoKey;
  return { kid: record.kid, privateKey, publicKey, publicJwk };
}

/** The state's signing key, made (and saved in the state) on first use. */
export async function signingKey(state: ConnectedAppsState, now: number): Promise<SigningKey> {
  if (!state.signing_key) {
    let pending = making.get(state);
    if (!pending) {
      pending = makeRecord(now);
      making.set(state, pending);
    }
    const record = await pending;
    state.signing_key ??= record;
    making.delete(state);
  }
  const record = state.signing_key;
  let key = imported.get(record);
  if (!key) {
    key = load(record);
    imported.set(record, key);
  }
  return key;
}
