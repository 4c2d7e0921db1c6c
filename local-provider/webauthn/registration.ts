// Passkey registration: creation options for a signed-in user, then a verified attestation becomes
// a stored credential.
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { ApiError, badRequest } from '../http/responses.ts';
import { newId } from '../domain/ids.ts';
import type { ProviderSettings } from '../settings/settings.ts';
import { originProblem, readCredential } from './relying-party.ts';
import {
  addChallenge,
  CHALLENGE_LIFETIME_MS,
  passkeysOf,
  takeChallenge,
  type StoredPasskey,
  type WebAuthnState,
} from './webauthn-state.ts';

const ERROR = 'unable_to_register_webauthn_registration';
const DEFAULT_PASSKEY_NAME = 'Passkey';

export interface CeremonyContext {
  settings: ProviderSettings;
  /** The provider's own origin, always an allowed origin. */
  ownOrigin: string;
  state: WebAuthnState;
  now: number;
  /** Who asked (client-key.ts): pending challenges are capped per client. */
  client: string;
}

export interface RegistrationRequest {
  rpId: string;
  sessionId: string;
  user: { user_id: string; name: string; displayName: string };
  /** The user handle the authenticator keeps; defaults to the user id. */
  userHandle?: string;
  /** Passkeys need a discoverable credential and user verification. */
  passkey: boolean;
  authenticatorType?: 'platform' | 'cross-platform';
  userAgent: string;
}

/** Returns `public_key_credential_creation_options` as JSON text with base64url binary members. */
export async function registrationOptions(context: CeremonyContext, request: RegistrationRequest): Promise<string> {
  const existing = passkeysOf(context.state, request.user.user_id);
  const userHandle = isoBase64URL.fromUTF8String(request.userHandle ?? request.user.user_id);
  const options = await generateRegistrationOptions({
    rpName: context.settings.project_name,
    rpID: request.rpId,
    userID: isoBase64URL.toBuffer(userHandle),
    userName: request.user.name,
    userDisplayName: request.user.displayName,
    timeout: CHALLENGE_LIFETIME_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports })),
    authenticatorSelection: {
      residentKey: request.passkey ? 'required' : 'discouraged',
      userVerification: request.passkey ? 'required' : 'preferred',
      ...(request.authenticatorType ? { authenticatorAttachment: request.authenticatorType } : {}),
    },
  });
  addChallenge(
    context.state,
    {
      challenge: options.challenge,
      ceremony: 'registration',
      rp_id: request.rpId,
      session_id: request.sessionId,
      user_id: request.user.user_id,
      user_verification_required: request.passkey,
      user_handle: userHandle,
      user_agent: request.userAgent,
      authenticator_type: request.authenticatorType ?? '',
      expires_at: context.now + CHALLENGE_LIFETIME_MS,
      client: context.client,
    },
    context.now,
  );
  return JSON.stringify(options);
}

/** Verifies the attestation against a challenge issued to this session and stores the new credential. */
export async function verifyRegistration(
  context: CeremonyContext,
  request: { credentialText: string; sessionId: string; userId: string },
): Promise<StoredPasskey> {
  const { credential, clientData } = readCredential<RegistrationResponseJSON>(request.credentialText, ERROR);
  const pending = takeChallenge(context.state, clientData.challenge, context.now);
  if (!pending || pending.ceremony !== 'registration') {
    throw badRequest(ERROR, 'The passkey challenge is unknown, expired or already used. Start the registration again.');
  }
  if (pending.session_id !== request.sessionId || pending.user_id !== request.userId) {
    throw new ApiError(401, ERROR, 'The passkey challenge was issued to another session.');
  }
  const wrongOrigin = originProblem(context.settings, context.ownOrigin, clientData.origin, pending.rp_id);
  if (wrongOrigin) throw badRequest(ERROR, wrongOrigin);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: pending.challenge,
      expectedOrigin: clientData.origin,
      expectedRPID: pending.rp_id,
      requireUserVerification: pending.user_verification_required,
    });
  } catch (error) {
    throw badRequest(ERROR, `The passkey could not be verified: ${(error as Error).message}`);
  }
  if (!verification.verified) throw badRequest(ERROR, 'The passkey could not be verified.');
  const { credential: verified } = verification.registrationInfo;
  if (context.state.passkeys.some((passkey) => passkey.credential_id === verified.id)) {
    throw new ApiError(409, 'duplicate_webauthn_registration', 'This passkey is already registered.');
  }
  const passkey: StoredPasskey = {
    webauthn_registration_id: newId('webauthn-registration'),
    user_id: request.userId,
    credential_id: verified.id,
    public_key: isoBase64URL.fromBuffer(verified.publicKey),
    counter: verified.counter,
    user_handle: pending.user_handle,
    transports: verified.transports ?? credential.response.transports ?? [],
    name: DEFAULT_PASSKEY_NAME,
    domain: pending.rp_id,
    user_agent: pending.user_agent,
    authenticator_type: pending.authenticator_type || credential.authenticatorAttachment || '',
    created_at: new Date(context.now).toISOString(),
  };
  context.state.passkeys.push(passkey);
  return passkey;
}
