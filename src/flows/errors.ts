// The one error union of the widget. Messages are looked up in i18n/errors.ts by code and type.
import type { MessageKey } from '../i18n/compiled/keys.ts';
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
  /** An error the widget names itself: the key of its text in errors.json (the passkey errors of docs/specification.md#errors). */
  key?: MessageKey;
}

export function fromClientError(error: ClientError): WidgetError {
  if (error.kind !== 'http') return { code: error.kind };
  return {
    code: 'http',
    errorType: error.errorType,
    // Only the provider's own error_message is shown; without one the widget shows its generic message (docs/specification.md#errors).
    providerMessage: error.providerMessage,
    status: error.status,
    retryAfterSeconds: error.retryAfterSeconds,
  };
}
