// Reads the body of POST /authenticate: {userId, email, verified, sessionToken} (`verified` is ignored:
// the worker decides that itself with the provider), and of POST /logout: {sessionToken}.
import type { IncomingMessage } from 'node:http';

export const MAX_BODY_BYTES = 16 * 1024;

export interface AuthenticatePayload {
  userId: string;
  email: string;
  sessionToken: string;
}

export type PayloadResult = { ok: true; payload: AuthenticatePayload } | { ok: false; message: string };

/**
 * The body as text, or `ok: false` once it passes `limit` bytes. The rest of an oversize body is
 * discarded unread, so the 400 can still be sent before the connection closes.
 */
export function readBody(
  request: IncomingMessage,
  limit = MAX_BODY_BYTES,
): Promise<{ ok: true; text: string } | { ok: false }> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    request.resume();
    return Promise.resolve({ ok: false });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData);
      request.resume();
      resolve({ ok: false });
    };
    request.on('data', onData);
    request.once('end', () => resolve({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    request.once('error', reject);
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parsePayload(text: string): PayloadResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The body must be JSON: {"userId", "email", "verified", "sessionToken"}.' };
  }
  if (!isObject(body)) return { ok: false, message: 'The body must be a JSON object.' };
  const { userId, email, sessionToken } = body;
  if (typeof userId !== 'string' || userId === '') return { ok: false, message: 'userId must be a non-empty string.' };
  if (typeof email !== 'string') return { ok: false, message: 'email must be a string.' };
  if (typeof sessionToken !== 'string' || sessionToken === '') {
    return { ok: false, message: 'sessionToken must be a non-empty string.' };
  }
  return { ok: true, payload: { userId, email, sessionToken } };
}

export type LogoutResult = { ok: true; sessionToken: string } | { ok: false; message: string };

/** The body of POST /logout: {sessionToken}. */
export function parseLogout(text: string): LogoutResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The body must be JSON: {"sessionToken"}.' };
  }
  if (!isObject(body)) return { ok: false, message: 'The body must be a JSON object.' };
  const { sessionToken } = body;
  if (typeof sessionToken !== 'string' || sessionToken === '') {
    return { ok: false, message: 'sessionToken must be a non-empty string.' };
  }
  return { ok: true, sessionToken };
}
