// @vitest-environment node
// zxcvbn's child process: a rating that outlasts its time ends the process with a clear 503, and the
// next rating starts a new one.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../local-provider/http/responses.ts';
import { rateInChild } from '../../local-provider/password-strength/strength-thread.ts';
import { CRAFTED_PASSWORD, ORDINARY_PASSWORD } from './crafted-passwords.ts';

describe('the strength process', () => {
  it('ends a rating that takes too long with 503 password_check_timeout, then rates the next in a new process', async () => {
    expect((await rateInChild(ORDINARY_PASSWORD, [])).score).toBeGreaterThanOrEqual(3);
    const late = await rateInChild(CRAFTED_PASSWORD, [], 0).catch((error: unknown) => error);
    expect(late).toBeInstanceOf(ApiError);
    expect(late).toMatchObject({ status: 503, type: 'password_check_timeout' });
    expect((await rateInChild(ORDINARY_PASSWORD, [])).score).toBeGreaterThanOrEqual(3);
  }, 30_000);
});
