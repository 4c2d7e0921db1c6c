// The flow state: a union keyed by screen, each variant with only its own data, plus what every
// screen shares (the running request, the field error and the form error).
import type { OtpMethod } from '../config/types.ts';
import type { Session, SignInMethod, User } from '../types/index.ts';
import type { WidgetError } from './errors.ts';

export interface OtpState {
  channel: OtpMethod;
  methodId: string;
  /** Email address or E.164 phone number the code went to. */
  destination: string;
  /** How the destination is shown to the user. */
  displayDestination: string;
  /** Epoch milliseconds when the code stops working. */
  expiresAt: number;
}

export type Screen =
  | { name: 'main'; methodKey?: string }
  | { name: 'emailConfirmation'; email: string }
  | { name: 'otpAuthenticate'; otp: OtpState }
  | { name: 'otpConfirmation' };

export type ScreenName = Screen['name'];

export type FieldErrorKey = 'invalidEmailOtp' | 'invalidEmail' | 'invalidPhone' | 'invalidPasscode';

export interface FlowState {
  screen: Screen;
  /** The intent whose request is running, if any. */
  pending: string | null;
  fieldError: FieldErrorKey | null;
  error: WidgetError | null;
}

export const initialState: FlowState = { screen: { name: 'main' }, pending: null, fieldError: null, error: null };

export interface ParsedPhone {
  isValid: boolean;
  /** E.164, e.g. +15555550123. */
  number: string;
  national: string;
  international: string;
}

export interface SignedIn {
  method: SignInMethod;
  user: User;
  session: Session;
}
