// Response envelopes and errors of docs/provider-api.md#envelopes, #errors.
import { randomUUID } from 'node:crypto';

/** The parts of a fetch Request the provider reads, so that any Request implementation works. */
export interface RequestLike {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  /** The caller's network address, when the request came over a socket. */
  clientAddress?: string;
}

export type JsonObject = Record<string, unknown>;

const ERROR_DOCS = 'https://stytch.com/docs/api/errors';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

function newRequestId(): string {
  return `request-id-test-${randomUUID()}`;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

export function html(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Frame-Options': 'DENY' },
  });
}

export function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/** SDK endpoints wrap their answer in `data` (docs/provider-api.md#envelopes). */
export function sdkSuccess(data: JsonObject): Response {
  return json({ data: { ...data, request_id: newRequestId(), status_code: 200 } });
}

/** Backend endpoints answer unwrapped (docs/provider-api.md#backend-session-check). */
export function plainSuccess(data: JsonObject): Response {
  return json({ ...data, request_id: newRequestId(), status_code: 200 });
}

export function errorResponse(error: ApiError): Response {
  const body = {
    status_code: error.status,
    request_id: newRequestId(),
    error_type: error.type,
    error_message: error.message,
    error_url: `${ERROR_DOCS}/${error.status}#${error.type}`,
  };
  return json(body, error.status, error.headers);
}

export const badRequest = (type: string, message: string) => new ApiError(400, type, message);
export const notFound = (type: string, message: string) => new ApiError(404, type, message);
export const unauthorized = (type: string, message: string) => new ApiError(401, type, message);

export function tooManyRequests(retryAfterSeconds: number, message: string): ApiError {
  return new ApiError(429, 'too_many_requests', message, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

/** The value of cookie `name` on the request, if sent. */
export function cookieValue(request: RequestLike, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
