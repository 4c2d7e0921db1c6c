// Turns a provider answer that is not a success into a ClientError (docs/provider-api.md#errors).
import { isInteger, isNonEmptyString, isRecord, isString, parseJson } from '../lib/guards.ts';
import type { ClientError } from './api-result.ts';

export const MESSAGES = {
  network: 'Could not reach the sign-in service. Check your connection and try again.',
  timeout: 'The sign-in service took too long to answer. Please try again.',
  notJson: 'The sign-in service sent an answer that could not be read.',
  noData: 'The sign-in service sent an answer without data.',
  incomplete: (field: string) => `The sign-in service sent an incomplete answer (${field} is missing or malformed).`,
  status: (status: number) => `The sign-in service answered with an error (HTTP ${status}).`,
  captcha: 'The sign-in service asks for a captcha.',
} as const;

export const networkError = (): ClientError => ({ kind: 'network', message: MESSAGES.network });
export const timeoutError = (): ClientError => ({ kind: 'timeout', message: MESSAGES.timeout });
export const invalidResponse = (message: string): ClientError => ({ kind: 'invalid_response', message });

/** Seconds to wait from a `Retry-After` value: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function schemaMessage(body: Record<string, unknown>): string {
  const problems = ['body', 'params', 'query']
    .flatMap((key) => (Array.isArray(body[key]) ? (body[key] as unknown[]) : []))
    .map((problem) => (isRecord(problem) && isString(problem.message) ? problem.message : undefined))
    .filter(isString);
  return problems.length > 0
    ? `The request was rejected: ${problems.join('; ')}.`
    : 'The request was rejected as malformed.';
}

/** A provider error of kind 'http'; `providerMessage` only when the provider sent a non-empty text. */
export function httpError(status: number, errorType: unknown, errorMessage: unknown, errorUrl?: string): ClientError {
  const providerMessage = isNonEmptyString(errorMessage) ? errorMessage : undefined;
  const error: ClientError = {
    kind: 'http',
    status,
    errorType: isString(errorType) ? errorType : undefined,
    message: providerMessage ?? MESSAGES.status(status),
  };
  if (providerMessage !== undefined) error.providerMessage = providerMessage;
  if (errorUrl !== undefined) error.errorUrl = errorUrl;
  return error;
}

/** Classifies a response with status ≥ 300 from its status, content type and body text. */
export function errorFromResponse(
  status: number,
  contentType: string,
  text: string,
  retryAfter: string | null,
  now: number,
): ClientError {
  const retryAfterSeconds = parseRetryAfter(retryAfter, now);
  const withRetry = (error: ClientError): ClientError =>
    retryAfterSeconds === undefined ? error : { ...error, retryAfterSeconds };
  const body = parseJson(text);
  const declaredJson = contentType.toLowerCase().includes('application/json');
  if (isRecord(body) && (declaredJson || isString(body.error_type))) {
    const httpStatus = isInteger(body.status_code) ? body.status_code : status;
    if ('body' in body || 'params' in body || 'query' in body) {
      return withRetry({
        kind: 'http',
        status: httpStatus,
        errorType: 'invalid_request_schema',
        message: schemaMessage(body),
      });
    }
    return withRetry(
      httpError(httpStatus, body.error_type, body.error_message, isString(body.error_url) ? body.error_url : undefined),
    );
  }
  if (text.includes('Captcha required')) {
    return withRetry({ kind: 'http', status, errorType: 'captcha_required', message: MESSAGES.captcha });
  }
  // A body that is not the provider's error shape (a proxy's HTML page, an empty 502…): the
  // provider itself was not reached, as the hosted provider's own SDK (@stytch/vanilla-js) also
  // concludes.
  return withRetry({ kind: 'network', status, message: MESSAGES.network });
}
