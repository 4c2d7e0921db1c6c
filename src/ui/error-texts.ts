// The texts of a flow state's errors, in the language on screen.
import type { FlowState } from '../flows/state.ts';
import type { DescribedError } from '../i18n/describe-error.ts';
import { useErrorMessage } from '../i18n/errors.ts';

export interface ErrorTexts {
  /** The message of a field's own error (an invalid address or number). */
  field(state: FlowState): string | undefined;
  /** The message of a request's error (provider, network). */
  form(state: FlowState): string | undefined;
  /** The message of any error. */
  describe(error: DescribedError): string;
}

export function useErrorTexts(): ErrorTexts {
  const describe = useErrorMessage();
  return {
    // Worded by describe-error.ts too: the field messages are in errors.json.
    field: (state) => (state.fieldError ? describe({ code: 'field', key: state.fieldError }) : undefined),
    form: (state) => (state.error ? describe(state.error) : undefined),
    describe,
  };
}
