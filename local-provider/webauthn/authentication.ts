// Passkey sign-in: request options (discoverable without a session, the user's own credentials with
// one), then a verified assertion with a signature counter that moves forward.
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { ApiError, notFound } from '../http/responses.ts';
import { originProblem, readCredential } from './relying-party.ts';
import type { CeremonyContext } from './registration.ts';
import {
  addChallenge,
  CHALLENGE_LIFETIME_MS,
  passkeysOf,
  takeChallenge,
  type StoredPasskey,
} from './webauthn-state.ts';

const ERROR = 'unable_to_auth_webauthn_registration';
const refused = (message: string) => new ApiError(401, ERROR, message);

export interface AuthenticationRequest {
  rpId: string;
  /** Set for a second factor: only this user's credentials are allowed. */
  signedIn: { sessionId: string; userId: string } | null;
  passkey: boolean;
}

/** Returns `public_key_credential_request_options` as JSON text with base64url binary members. */
export async function authenticationOptions(context: CeremonyContext, request: AuthenticationRequest): Promise<string> {
  let allowCredentials: Array<{ id: string; transports: string[] }> | undefined;
  if (request.signedIn) {
    const own = passkeysOf(context.state, request.signedIn.userId).filter((passkey) => passkey.domain === request.rpId);
    if (own.length === 0) {
      throw notFound('no_active_webauthn_registrations', `This user has no passkey registered for "${request.rpId}".`);
    }
    allowCredentials = own.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports }));
  }
  const options = await generateAuthenticationOptions({
    rpID: request.rpId,
    timeout: CHALLENGE_LIFETIME_MS,
    userVerification: request.passkey ? 'required' : 'preferred',
    ...(allowCredentials ? { allowCredentials } : {}),
  });
  addChallenge(
    context.state,
    {
      challenge: options.challenge,
      ceremony: 'authentication',
      rp_id: request.rpId,
      session_id: request.signedIn?.sessionId ?? null,
      user_id: request.signedIn?.userId ?? null,
      user_verification_required: request.passkey,
      user_handle: '',
      user_agent: '',
      authenticator_type: '',
      expires_at: context.now + CHALLENGE_LIFETIME_MS,
      client: context.client,
    },
    context.now,
  );
  return JSON.stringify(options);
}

/** Verifies an assertion against a challenge this provider issued and moves the stored counter forward. */
export async function verifyAuthentication(
  context: CeremonyContext,
  request: { credentialText: string; sessionId: string | null },
): Promise<StoredPasskey> {
  const { credential, clientData } = readCredential<AuthenticationResponseJSON>(request.credentialText, ERROR);
  const pending = takeChallenge(context.state, clientData.challenge, context.now);
  if (!pending || pending.ceremony !== 'authentication') {
    throw refused('The passkey challenge is unknown, expired or already used. Start the sign-in again.');
  }
  if (pending.session_id !== null && pending.session_id !== request.sessionId) {
    throw refused('The passkey challenge was issued to another session.');
  }
  const passkey = context.state.passkeys.find((stored) => stored.credential_id === credential.id);
  if (!passkey) {
    throw notFound(
      'webauthn_registration_not_found',
      'Passkey registration not found. It may have been deleted from the account but not from the password manager.',
    );
  }
  if (pending.user_id !== null && passkey.user_id !== pending.user_id)
    throw refused('This passkey belongs to another user.');
  const userHandle = credential.response.userHandle;
  if (userHandle && userHandle !== passkey.user_handle) {
    throw refused('The passkey names a different user than the one it was registered to.');
  }
  const wrongOrigin = originProblem(context.settings, context.ownOrigin, clientData.origin, pending.rp_id);
  if (wrongOrigin) throw refused(wrongOrigin);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: pending.challenge,
      expectedOrigin: clientData.origin,
      expectedRPID: pending.rp_id,
      credential: {
        id: passkey.credential_id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: passkey.counter,
      },
      requireUserVerification: pending.user_verification_required,
    });
  } catch (error) {
    throw refused(`The passkey could not be verified: ${(error as Error).message}`);
  }
  if (!verification.verified) throw refused('The passkey signature is not valid.');
  passkey.counter = verification.authenticationInfo.newCounter;
  return passkey;
}
