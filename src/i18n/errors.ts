// Error code / provider error type → the message shown under a form and sent with `court-error`.
// A provider error known by its type is told in the visitor's language (the `error.<type>` messages
// of errors.json, not needed in English, where the provider's own text is already English); any other
// shows the provider's own text, as text. An error a product names itself (a SPEC §8 passkey error)
// carries the key of its message in the product's catalogue.
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
  /** The key of a text of a product's own catalogue (a lazy chunk), e.g. a SPEC §8 passkey error. */
  key?: string;
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

/** For tests; pure, so the bundle does not keep a call nothing uses. */
export const GENERIC_ERROR = /* @__PURE__ */ core.genericError();

/**
 * The English texts of the lazy areas whose errors carry a `key`, added by each area's chunk when it
 * loads: English has no table, and the flow that reports the error (court-error) may be the entry's.
 */
export const AREA_ERRORS: Messages = {};

/** `text` and `table`: the language on screen (English by default). */
export function errorMessage(error: DescribedError, text: CoreText = core, table: Messages = {}): string {
  if (error.message) return error.message;
  const type = error.errorType;
  // A product's own message by its key (English from its chunk), else a provider error's translation
  // by its type (`error.<type>`; English has no table). No message's key is a prototype's or `undefined`.
  const named = (table[error.key ?? `error.${type}`] ?? AREA_ERRORS[error.key!]) as (() => string) | undefined;
  const shown = named?.();
  if (shown) return shown;
  if (type === 'too_many_requests') {
    const seconds = error.retryAfterSeconds;
    return seconds ? text.tooManyAttemptsWait({ seconds }) : text.tooManyAttempts();
  }
  // The widget's own errors (network, timeout...) carry no type.
  const coreKey = BY_CODE[error.code] ?? (type && CORE_BY_ERROR_TYPE[type]);
  return coreKey ? (text[coreKey] as () => string)() : error.providerMessage || text.genericError();
}

/** errorMessage in the language on screen. */
export function useErrorMessage(): (error: DescribedError) => string {
  const text = useText(core);
  const { table } = useContext(LanguageContext);
  return (error) => errorMessage(error, text, table);
}
