// The texts of a flow state's errors, in the language on screen.
import type { FlowState } from '../flows/state.ts';
import type { DescribedError } from '../i18n/describe-error.ts';
import core from '../i18n/compiled/en/core.ts';
import { useErrorMessage } from '../i18n/errors.ts';
import { useText } from '../i18n/text.ts';

export interface ErrorTexts {
  /** The message of a field's own error (an invalid address or number). */
  field(state: FlowState): string | undefined;
  /** The message of a request's error (provider, network). */
  form(state: FlowState): string | undefined;
  /** The message of any error. */
  describe(error: DescribedError): string;
}

export function useErrorTexts(): ErrorTexts {
  const text = useText(core);
  const describe = useErrorMessage();
  return {
    field: (state) => (state.fieldError ? text[state.fieldError]() : undefined),
    form: (state) => (state.error ? describe(state.error) : undefined),
    describe,
  };
}
