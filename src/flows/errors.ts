// The one error union of the widget. Messages are looked up in i18n/errors.ts by code and type.
import { MESSAGES } from '../provider/errors.ts';
import type { ClientError } from '../provider/types.ts';

export type WidgetErrorCode = 'network' | 'timeout' | 'http' | 'invalid_response' | 'webauthn' | 'wallet' | 'config';

export interface WidgetError {
  code: WidgetErrorCode;
  /** The provider's `error_type` for code 'http'. */
  errorType?: string;
  /** The provider's own text; shown when no translation exists. */
  providerMessage?: string;
  status?: number;
  retryAfterSeconds?: number;
  /** For code 'config': the config field at fault. */
  field?: string;
  /** For code 'config': the text to show. */
  message?: string;
}

export function fromClientError(error: ClientError): WidgetError {
  if (error.kind !== 'http') return { code: error.kind };
  return {
    code: 'http',
    errorType: error.errorType,
    // The client fills in its own HTTP-status text when the provider sent no error_message; the
    // widget then shows its generic message instead (SPEC §8).
    providerMessage: error.message && error.message !== MESSAGES.status(error.status ?? 0) ? error.message : undefined,
    status: error.status,
    retryAfterSeconds: error.retryAfterSeconds,
  };
}
