// What the flow's events carry and its screens keep: plain data, imported by both events.ts and
// state.ts (so neither needs the other's types the wrong way round).
import type { OtpMethod } from '../config/types.ts';
import type { Session, SignInMethod, User, WebAuthnRegistration } from '../types/index.ts';

export interface OtpState {
  channel: OtpMethod;
  /** The Main tab the code was asked from; Back returns to it. */
  methodKey: string;
  methodId: string;
  /** Email address or E.164 phone number the code went to. */
  destination: string;
  /** How the destination is shown to the user. */
  displayDestination: string;
  /** Epoch milliseconds when the code stops working. */
  expiresAt: number;
}

/** The wallet being signed in with (docs/specification.md#data cryptoState) and the challenge it must sign. */
export interface CryptoState {
  walletOption: string;
  walletType: 'ethereum' | 'solana';
  walletAddress: string;
  walletChallenge: string;
}

/** The signed-in user's passkeys and the one rename or delete that may be open (docs/specification.md#validation). */
export interface PasskeyListState {
  /** Whether a passkey was just created (Skip also comes here, docs/specification.md#passkeys). */
  created: boolean;
  registrations: WebAuthnRegistration[];
  edit: { id: string; action: 'rename' | 'delete'; nameMissing?: boolean } | null;
}

/** What the strength check said about one password (docs/provider-api.md#strength-check). */
export interface PasswordStrength {
  password: string;
  validPassword: boolean;
  score: number;
  policy: 'zxcvbn' | 'luds' | 'none';
  breached: boolean;
  warning: string;
  suggestions: string[];
  missingCharacters: number;
  missingComplexity: number;
  /** How many of the four LUDS kinds (lower, upper, digit, symbol) the password has. */
  ludsKindsPresent: number;
}

/** Why a reset email went out: each reason has its own screen (docs/specification.md#passwords). */
export type ResetEmailReason = 'forgot' | 'breached' | 'dedupe' | 'setNew';

export type FieldErrorKey = 'invalidEmailOtp' | 'invalidEmail' | 'invalidPhone' | 'invalidPasscode';

export type { ParsedPhone } from '../platform/phone.ts';

export interface SignedIn {
  method: SignInMethod;
  user: User;
  session: Session;
}
