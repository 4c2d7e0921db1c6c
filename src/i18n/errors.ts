// Error code / provider error type → the message shown under a form and sent with `court-error`.
// A provider error known by its type is told in the visitor's language (the `error.<type>` messages
// of errors.json, not needed in English, where the provider's own text is already English); any other
// shows the provider's own text, as text.
import { useContext } from 'react';
import core from './compiled/en/core.ts';
import { LanguageContext, useText, type Messages } from './text.ts';

export type CoreText = typeof core;

export interface DescribedError {
  code: string;
  errorType?: string;
  providerMessage?: string;
  retryAfterSeconds?: number;
  message?: string;
}

const CORE_BY_ERROR_TYPE: Record<string, keyof CoreText> = {
  otp_code_not_found: 'invalidPasscode',
  unable_to_auth_otp_code: 'invalidPasscode',
  invalid_code: 'invalidPasscode',
  captcha_required: 'captchaRequired',
  captcha_failed: 'captchaFailed',
};

const BY_CODE: Record<string, keyof CoreText> = {
  network: 'networkError',
  timeout: 'timeoutError',
  invalid_response: 'invalidResponseError',
  config: 'genericError',
};

export const GENERIC_ERROR = core.genericError();

/** `text` and `table`: the language on screen (English by default). */
export function errorMessage(error: DescribedError, text: CoreText = core, table: Messages = {}): string {
  if (error.message) return error.message;
  const byCode = BY_CODE[error.code];
  if (byCode) return (text[byCode] as () => string)();
  const type = error.errorType;
  if (type === 'too_many_requests') {
    const seconds = error.retryAfterSeconds;
    return seconds ? text.tooManyAttemptsWait({ seconds }) : text.tooManyAttempts();
  }
  const coreKey = type && CORE_BY_ERROR_TYPE[type];
  if (coreKey) return (text[coreKey] as () => string)();
  const translated = type && Object.hasOwn(table, `error.${type}`) ? table[`error.${type}`] as () => string : undefined;
  return translated?.() || error.providerMessage || text.genericError();
}

/** errorMessage in the language on screen. */
export function useErrorMessage(): (error: DescribedError) => string {
  const text = useText(core);
  const { table } = useContext(LanguageContext);
  return (error) => errorMessage(error, text, table);
}
