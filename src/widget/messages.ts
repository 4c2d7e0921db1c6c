// The texts of the current state's errors.
import type { FlowState } from '../flows/state.ts';
import { text } from '../i18n/en.ts';
import { errorMessage } from '../i18n/errors.ts';

const FIELD_MESSAGES = {
  invalidEmailOtp: text.invalidEmailOtp,
  invalidEmail: text.invalidEmail,
  invalidPhone: text.invalidPhone,
  invalidPasscode: text.invalidPasscode,
} as const;

export function fieldErrorText(state: FlowState): string | undefined {
  return state.fieldError ? FIELD_MESSAGES[state.fieldError] : undefined;
}

export function formErrorText(state: FlowState): string | undefined {
  return state.error ? errorMessage(state.error) : undefined;
}
