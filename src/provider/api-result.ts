// What every call of the client answers: a value, or an error of one of four kinds. Apart from the
// client's surface (types.ts), so that the products' endpoint modules, whose types that surface is
// made of, can use them without importing it.
import type { Result } from '../lib/result.ts';
import type { AuthResponse } from '../types/index.ts';

export type ClientErrorKind = 'network' | 'timeout' | 'http' | 'invalid_response';

export interface ClientError {
  kind: ClientErrorKind;
  /** HTTP status for kind 'http'. */
  status?: number;
  /** The provider's machine code (`error_type`), for kind 'http'. */
  errorType?: string;
  /** Always set: the provider's `error_message` when it sent one, else a text of the client's own. */
  message: string;
  /** The provider's own non-empty `error_message`; absent when the provider sent none. */
  providerMessage?: string;
  errorUrl?: string;
  /** From `Retry-After` on a 429. */
  retryAfterSeconds?: number;
}

export type ApiResult<T> = Result<T, ClientError>;

/** The common fields of an answer without data of its own. */
export type Base = { request_id: string; status_code: number };

/** The answer of a call that signs in: the session and the user. */
export type AuthResult = ApiResult<AuthResponse>;
