// How the worker's plain-text answers are written, and what an error that escaped a handler becomes:
// storage that cannot be reached is 503 (wait and retry), a record that kept changing is 409 (retry
// now), anything else is 500 with nothing of the error shown.
import type { ServerResponse } from 'node:http';
import { StoreContention, StoreUnavailable } from '../store/store.ts';

export type Reply = { status: number; text: string; headers?: Record<string, string> };

export function send(response: ServerResponse, reply: Reply, cors: Record<string, string>): void {
  response.writeHead(reply.status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...cors,
    ...reply.headers,
  });
  response.end(reply.text);
}

const STORE_DOWN = "The worker's storage could not be reached. Wait a few seconds and try again.";
const CONTENDED = 'The record was being changed by another request at the same moment. Try again.';

/** The answer to an error a handler did not catch, and the log line naming it. */
export function errorReply(error: unknown): { reply: Reply; logLine: string } {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof StoreUnavailable)
    return {
      reply: { status: 503, text: STORE_DOWN, headers: { 'Retry-After': '5' } },
      logLine: `storage unavailable: ${message}`,
    };
  if (error instanceof StoreContention)
    return { reply: { status: 409, text: CONTENDED }, logLine: `write contention: ${message}` };
  return { reply: { status: 500, text: 'Internal error.' }, logLine: `internal error: ${message}` };
}
