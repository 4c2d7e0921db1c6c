// Error code / provider error type → the message shown under a form and sent with `court-error`.
// A chunk of its own, requested right after the first screen is painted: no error can show before.
// A provider error known by its type is told in the visitor's language (the `error.<type>` messages
// of the locale's table); in English, and for any other type, the provider's own text is shown, as
// text (docs/specification.md#errors), else the generic message. An error the widget names itself (a passkey
// error of docs/specification.md#errors) carries the key of its message here, worded in every language.
import firstScreen from './compiled/en/firstScreen.ts';
import errors from './compiled/en/errors.ts';
import { ownEntry } from '../lib/own-entry.ts';
import { localize, type Messages } from './text.ts';

export interface DescribedError {
  code: string;
  errorType?: string;
  providerMessage?: string;
  retryAfterSeconds?: number;
  message?: string;
  /** The key of the message the widget words the error with (errors.json): a passkey error of docs/specification.md#errors, a field's own error. */
  key?: string;
}

type ErrorKey = keyof typeof errors | keyof typeof firstScreen;

const BY_ERROR_TYPE: Record<string, ErrorKey> = {
  otp_code_not_found: 'invalidPasscode',
  unable_to_auth_otp_code: 'invalidPasscode',
  invalid_code: 'invalidPasscode',
  captcha_required: 'captchaRequired',
  captcha_failed: 'captchaFailed',
  // A wallet's refusal (docs/specification.md#errors), worded in every language, English included.
  wallet_connect_failed: 'error.wallet_connect_failed',
  wallet_sign_failed: 'error.wallet_sign_failed',
};

const BY_CODE: Record<string, ErrorKey> = {
  network: 'networkError',
  timeout: 'timeoutError',
  invalid_response: 'invalidResponseError',
  config: 'genericError',
};

/** `table`: the language on screen (none for English). */
export function errorMessage(error: DescribedError, table: Messages = {}): string {
  if (error.message) return error.message;
  const text = localize({ ...firstScreen, ...errors }, table);
  const own = error.key && (text as Messages)[error.key];
  if (own) return (own as () => string)();
  const type = error.errorType;
  if (type === 'too_many_requests') {
    const seconds = error.retryAfterSeconds;
    return seconds ? text.tooManyAttemptsWait({ seconds }) : text.tooManyAttempts();
  }
  const key = ownEntry(BY_CODE, error.code) ?? (type ? ownEntry(BY_ERROR_TYPE, type) : undefined);
  if (key) return (text[key] as () => string)();
  const translated =
    type && Object.hasOwn(table, `error.${type}`) ? (table[`error.${type}`] as () => string) : undefined;
  return translated?.() || error.providerMessage || text.genericError();
}

export const GENERIC_ERROR = firstScreen.genericError();
