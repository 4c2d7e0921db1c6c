// A passkey authenticator in software: ES256 keys from node:crypto, a 'none' attestation with CBOR
// authenticator data, and real assertion signatures. It answers the options JSON text the provider
// sends and returns the JSON text a browser client (webauthn-json) would send back.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;
const AAGUID = new Uint8Array(16);

interface StoredKey {
  credentialId: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
}

export interface CeremonyOptions {
  origin: string;
  /** Whether the authenticator reports user verification (default true). */
  userVerified?: boolean;
  /** Forces the signature counter written into the authenticator data. */
  counter?: number;
  /** Signs with a key other than the registered one. */
  forgeSignature?: boolean;
  /** Registers again with the key of this credential id instead of a new one. */
  reuseCredential?: string;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export class SoftwareAuthenticator {
  readonly keys: StoredKey[] = [];

  /** Answers `public_key_credential_creation_options`; returns `public_key_credential` text. */
  create(optionsText: string, options: CeremonyOptions): string {
    const publicKeyOptions = JSON.parse(optionsText);
    const rpId: string = publicKeyOptions.rp.id;
    const reused = this.keys.find((k) => b64url(k.credentialId) === options.reuseCredential);
    const key: StoredKey = reused ?? {
      credentialId: randomBytes(32),
      rpId,
      userHandle: publicKeyOptions.user.id,
      counter: 0,
      ...generateKeyPairSync('ec', { namedCurve: 'P-256' }),
    };
    const { credentialId, publicKey } = key;
    const flags = FLAG_USER_PRESENT | FLAG_ATTESTED_DATA | (options.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      counterBytes(options.counter ?? 0),
      AAGUID,
      idLength,
      credentialId,
      coseKey(publicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    if (!reused) this.keys.push(key);
    const id = b64url(credentialId);
    return JSON.stringify({
      type: 'public-key',
      id,
      rawId: id,
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', publicKeyOptions.challenge, options.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: { credProps: { rk: true } },
      authenticatorAttachment: 'platform',
    });
  }

  /** Answers `public_key_credential_request_options`; returns `public_key_credential` text. */
  get(optionsText: string, options: CeremonyOptions, credentialId?: string): string {
    const publicKeyOptions = JSON.parse(optionsText);
    const allowed: string[] = (publicKeyOptions.allowCredentials ?? []).map((c: { id: string }) => c.id);
    const key = this.keys.find(
      (k) =>
        k.rpId === publicKeyOptions.rpId &&
        (credentialId === undefined || b64url(k.credentialId) === credentialId) &&
        (allowed.length === 0 || allowed.includes(b64url(k.credentialId))),
    );
    if (!key) throw new Error('The software authenticator holds no matching credential');
    key.counter = options.counter ?? key.counter + 1;
    const flags = FLAG_USER_PRESENT | (options.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const authData = Buffer.concat([sha256(key.rpId), Buffer.from([flags]), counterBytes(key.counter)]);
    const clientDataJSON = clientData('webauthn.get', publicKeyOptions.challenge, options.origin);
    const signingKey = options.forgeSignature
      ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
      : key.privateKey;
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), signingKey);
    const id = b64url(key.credentialId);
    return JSON.stringify({
      type: 'public-key',
      id,
      rawId: id,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: key.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
  }
}
