// @vitest-environment node
// What an error no handler caught becomes: the client is told to wait (storage away), to retry at once
// (a record that kept changing) or that something went wrong, never the error's own text.
import { describe, expect, it } from 'vitest';
import { errorReply } from '../../../worker/http/reply.ts';
import { StoreContention, StoreUnavailable } from '../../../worker/store/store.ts';

describe('errorReply', () => {
  it('storage that cannot be reached: 503 with Retry-After', () => {
    const { reply, logLine } = errorReply(new StoreUnavailable('Redis could not be reached (ECONNREFUSED).'));
    expect(reply).toEqual({
      status: 503,
      text: "The worker's storage could not be reached. Wait a few seconds and try again.",
      headers: { 'Retry-After': '5' },
    });
    expect(logLine).toBe('storage unavailable: Redis could not be reached (ECONNREFUSED).');
  });

  it('a record that kept changing: 409, not "storage unreachable"', () => {
    const { reply, logLine } = errorReply(new StoreContention('The session could not be recorded: it kept changing.'));
    expect(reply).toEqual({
      status: 409,
      text: 'The record was being changed by another request at the same moment. Try again.',
    });
    expect(logLine).toBe('write contention: The session could not be recorded: it kept changing.');
  });

  it("anything else: 500 without the error's text", () => {
    const { reply } = errorReply(new TypeError('secret internals'));
    expect(reply).toEqual({ status: 500, text: 'Internal error.' });
  });
});
