// The flow state: a union keyed by screen, each variant with only its own data, plus what every
// screen shares (the running request, the field error and the form error).
import type { WidgetError } from './errors.ts';
import type { IntentType } from './events.ts';
import type {
  CryptoState,
  OtpState,
  PasskeyListState,
  PasswordStrength,
  ResetEmailReason,
  FieldErrorKey,
} from './values.ts';

export type {
  CryptoState,
  FieldErrorKey,
  OtpState,
  ParsedPhone,
  PasskeyListState,
  PasswordStrength,
  ResetEmailReason,
  SignedIn,
} from './values.ts';

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

export type ScreenName = Screen['name'];

/** The password product's screens (docs/specification.md#passwords): create or log in, the reset emails, the reset mode. */
export type PasswordScreen =
  | { name: 'password'; email: string; userType: 'new' | 'password'; strength?: PasswordStrength }
  /** `fromLink`: opened from a reset link's problem; Back then leaves the reset mode. */
  | { name: 'passwordForgot'; email: string; fromLink?: boolean }
  | { name: 'passwordEmailSent'; email: string; reason: ResetEmailReason }
  | { name: 'passwordResetForm'; token: string; strength?: PasswordStrength }
  | { name: 'passwordLoggingIn' }
  | {
      name: 'passwordTokenProblem';
      problem: 'missing' | 'type' | 'refused' | 'otherBrowser';
      detail?: string;
      errorType?: string;
    }
  | { name: 'passwordConfirmation'; reason: 'signedIn' | 'reset' | 'loginLink' };

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

export const initialState: FlowState = {
  screen: { name: 'main' },
  pending: null,
  fieldError: null,
  error: null,
  lastRequestId: 0,
};

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
