// What the provider remembers about passkeys: the credentials and the challenges it handed out.
// Plain JSON data kept under the `webauthn` key of the provider state's groups.
import { MAX_KEPT } from '../limits/bounded.ts';
import { tooManyRequests } from '../http/responses.ts';

export interface StoredPasskey {
  webauthn_registration_id: string;
  user_id: string;
  /** base64url credential id, as the browser reports it. */
  credential_id: string;
  /** base64url COSE public key. */
  public_key: string;
  counter: number;
  /** base64url user handle the authenticator returns (`user.id` of the creation options). */
  user_handle: string;
  transports: string[];
  name: string;
  domain: string;
  user_agent: string;
  authenticator_type: string;
  created_at: string;
}

export interface PendingChallenge {
  challenge: string;
  ceremony: 'registration' | 'authentication';
  rp_id: string;
  /** The session (and its user) the challenge was issued to; null for a sign-in without a session. */
  session_id: string | null;
  user_id: string | null;
  user_verification_required: boolean;
  /** Registration only: what the new registration records. */
  user_handle: string;
  user_agent: string;
  authenticator_type: string;
  expires_at: number;
  /** The client that asked for it (client-key.ts). */
  client: string;
}

export interface WebAuthnState {
  passkeys: StoredPasskey[];
  challenges: PendingChallenge[];
}

export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/**
 * Pending challenges one client may hold; its oldest goes when it asks for more, so a page asking in a
 * loop pushes out only its own.
 */
export const CHALLENGES_PER_CLIENT = 20;

/**
 * Pending challenges in all, a bound on memory. When they are all taken, a new one is refused (429)
 * instead of pushing out another client's: callers that name themselves anew each time (a program
 * can send any `Origin`) cannot end a sign-in someone has begun, they can only wait for their own.
 */
export const MAX_PENDING_CHALLENGES = MAX_KEPT;

/** The `webauthn` group state, created on first use; a malformed saved value is an error, not a silent reset. */
export function webauthnState(groups: Record<string, unknown>): WebAuthnState {
  const current = groups.webauthn;
  if (current === undefined) {
    const fresh: WebAuthnState = { passkeys: [], challenges: [] };
    groups.webauthn = fresh;
    return fresh;
  }
  const candidate = current as Partial<WebAuthnState> | null;
  if (!candidate || !Array.isArray(candidate.passkeys) || !Array.isArray(candidate.challenges)) {
    throw new Error(
      'The saved provider state has a malformed "webauthn" group (expected passkeys and challenges lists).',
    );
  }
  return candidate as WebAuthnState;
}

/** Removes and returns the challenge: each one is usable once, whatever the outcome. Expired ones are dropped. */
export function takeChallenge(state: WebAuthnState, challenge: string, now: number): PendingChallenge | undefined {
  state.challenges = state.challenges.filter((pending) => pending.expires_at > now);
  const index = state.challenges.findIndex((pending) => pending.challenge === challenge);
  if (index < 0) return undefined;
  return state.challenges.splice(index, 1)[0];
}

/** Keeps the challenge; refuses it with 429 when all MAX_PENDING_CHALLENGES are other clients'. */
export function addChallenge(state: WebAuthnState, pending: PendingChallenge, now: number): void {
  state.challenges = state.challenges.filter((item) => item.expires_at > now);
  let excess = state.challenges.filter((item) => item.client === pending.client).length - (CHALLENGES_PER_CLIENT - 1);
  if (excess <= 0 && state.challenges.length >= MAX_PENDING_CHALLENGES) {
    const soonest = Math.min(...state.challenges.map((item) => item.expires_at));
    throw tooManyRequests(
      Math.max(1, Math.ceil((soonest - now) / 1000)),
      'Too many passkey sign-ins are pending. Try again in a moment.',
    );
  }
  state.challenges = state.challenges.filter((item) => !(item.client === pending.client && excess-- > 0));
  state.challenges.push(pending);
}

export function passkeysOf(state: WebAuthnState, userId: string): StoredPasskey[] {
  return state.passkeys.filter((passkey) => passkey.user_id === userId);
}

/** Keeps only the credentials whose registration is still listed (users and registrations can be deleted elsewhere). */
export function keepPasskeys(state: WebAuthnState, isListed: (passkey: StoredPasskey) => boolean): void {
  state.passkeys = state.passkeys.filter(isListed);
}
