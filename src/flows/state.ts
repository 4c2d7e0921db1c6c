// The flow state: a union keyed by screen, each variant with only its own data, plus what every
// screen shares (the running request, the field error and the form error).
import type { OtpMethod } from '../config/types.ts';
import type { Session, SignInMethod, User, WebAuthnRegistration } from '../types/index.ts';
import type { WidgetError } from './errors.ts';
import type { IntentType } from './events.ts';

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

/** The wallet being signed in with (SPEC §3 cryptoState) and the challenge it must sign. */
export interface CryptoState {
  walletOption: string;
  walletType: 'ethereum' | 'solana';
  walletAddress: string;
  walletChallenge: string;
}

export type Screen =
  | { name: 'main'; methodKey?: string }
  | { name: 'emailConfirmation'; email: string }
  | { name: 'otpAuthenticate'; otp: OtpState }
  | { name: 'otpConfirmation' }
  | { name: 'cryptoConnect'; walletOption: string }
  | { name: 'cryptoSignMessage'; crypto: CryptoState }
  | { name: 'cryptoOther' }
  | { name: 'cryptoSetupWallet' }
  | { name: 'cryptoError'; walletOption: string; stage: 'connect' | 'sign' }
  | { name: 'cryptoConfirmation' }
  | { name: 'passkeyConfirmation' }
  | { name: 'passkeyRegister' }
  | { name: 'passkeyRegistrationSuccess'; passkeys: PasskeyListState }
  | PasswordScreen;

/** The signed-in user's passkeys and the one rename or delete that may be open (SPEC §5). */
export interface PasskeyListState {
  /** Whether a passkey was just created (Skip also comes here, SPEC §4). */
  created: boolean;
  registrations: WebAuthnRegistration[];
  edit: { id: string; action: 'rename' | 'delete'; nameMissing?: boolean } | null;
}

export type ScreenName = Screen['name'];

/** What the strength check said about one password (provider-api §7.1). */
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

/** Why a reset email went out: each reason has its own screen (SPEC §2). */
export type ResetEmailReason = 'forgot' | 'breached' | 'dedupe' | 'setNew';

/** The password product's screens (SPEC §2): create or log in, the reset emails, the reset mode. */
export type PasswordScreen =
  | { name: 'password'; email: string; userType: 'new' | 'password'; strength?: PasswordStrength }
  | { name: 'passwordForgot'; email: string }
  | { name: 'passwordEmailSent'; email: string; reason: ResetEmailReason }
  | { name: 'passwordResetForm'; token: string; strength?: PasswordStrength }
  | { name: 'passwordLoggingIn' }
  | { name: 'passwordTokenProblem'; problem: 'missing' | 'type' | 'refused'; detail?: string }
  | { name: 'passwordConfirmation'; reason: 'signedIn' | 'reset' | 'loginLink' };

export type FieldErrorKey = 'invalidEmailOtp' | 'invalidEmail' | 'invalidPhone' | 'invalidPasscode';

/** A running request: the intent that started it and its id, which its result carries back. */
export interface PendingRequest {
  intent: IntentType;
  id: number;
}

export interface FlowState {
  screen: Screen;
  pending: PendingRequest | null;
  fieldError: FieldErrorKey | null;
  error: WidgetError | null;
  /** Id of the last request started; each request gets a new one. */
  lastRequestId: number;
}

export const initialState: FlowState = { screen: { name: 'main' }, pending: null, fieldError: null, error: null, lastRequestId: 0 };

/** Starts the request of an intent: clears the errors and remembers which request is awaited. */
export function startRequest(state: FlowState, intent: IntentType): FlowState {
  const id = state.lastRequestId + 1;
  return { ...state, pending: { intent, id }, lastRequestId: id, fieldError: null, error: null };
}

/** Shows a screen with no request running and no error. */
export function showScreen(state: FlowState, screen: Screen): FlowState {
  return { ...state, screen, pending: null, fieldError: null, error: null };
}

export function isPending(state: FlowState, intent: IntentType): boolean {
  return state.pending?.intent === intent;
}

export type { ParsedPhone } from '../platform/phone.ts';

export interface SignedIn {
  method: SignInMethod;
  user: User;
  session: Session;
}
