// The texts of the current state's errors.
import type { FlowState } from '../flows/state.ts';
import { text } from '../i18n/en.ts';
import { errorMessage } from '../i18n/errors.ts';

export function fieldErrorText(state: FlowState): string | undefined {
  return state.fieldError ? text[state.fieldError] : undefined;
}

export function formErrorText(state: FlowState): string | undefined {
  return state.error ? errorMessage(state.error) : undefined;
}
