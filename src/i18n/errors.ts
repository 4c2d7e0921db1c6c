// Error code / provider error type → the message shown under a form and sent with `court-error`.
import { text } from './en.ts';

export interface DescribedError {
  code: string;
  errorType?: string;
  providerMessage?: string;
  retryAfterSeconds?: number;
  message?: string;
}

const BY_ERROR_TYPE: Record<string, string> = {
  otp_code_not_found: text.invalidPasscode,
  unable_to_auth_otp_code: text.invalidPasscode,
  invalid_code: text.invalidPasscode,
  captcha_required: 'This sign-in needs a security check (captcha) that did not run. Reload the page and try again.',
  captcha_failed: 'The security check (captcha) failed. Please try again.',
};

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

export function errorMessage(error: DescribedError): string {
  if (error.message) return error.message;
  switch (error.code) {
    case 'network':
      return 'Could not reach the sign-in service. Check your connection and try again.';
    case 'timeout':
      return 'The sign-in service took too long to answer. Please try again.';
    case 'invalid_response':
      return 'The sign-in service sent an answer that could not be read. Please try again.';
    case 'config':
      return GENERIC_ERROR;
  }
  if (error.errorType === 'too_many_requests') {
    const seconds = error.retryAfterSeconds;
    const wait = seconds ? ` Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.` : ' Please wait a moment and try again.';
    return `Too many attempts.${wait}`;
  }
  return (error.errorType && BY_ERROR_TYPE[error.errorType]) || error.providerMessage || GENERIC_ERROR;
}
