// @vitest-environment node
// Guessing is limited: wrong passcodes per destination across codes, wrong passwords per user, answered
// 429 too_many_requests with Retry-After (which the widget shows as it shows every 429).
import { describe, expect, it } from 'vitest';
import { expectError, latestMessage, makeProvider, post } from './helpers.ts';

const SEND = '/sdk/v1/otps/email/login_or_create';
const CHECK = '/sdk/v1/otps/authenticate';
const LOGIN = '/sdk/v1/passwords/authenticate';

/** A six-digit code that is not `code`. */
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('guessing limits', () => {
  it('locks passcode guessing across five codes sent to one address, with Retry-After', async () => {
    const { provider, clock } = makeProvider();
    const to = 'guesser@court-login.local';
    let lastCode = '';
    let lastMethod = '';
    for (let round = 0; round < 5; round += 1) {
      const sent = await post(provider, SEND, { email: to });
      expect(sent.status).toBe(200);
      lastMethod = sent.body.data.method_id;
      lastCode = latestMessage(provider, to).code!;
      // Two wrong guesses per code: each code alone would allow five.
      for (let guess = 0; guess < 2; guess += 1) {
        expectError(await post(provider, CHECK, { token: wrongFor(lastCode), method_id: lastMethod, session_duration_minutes: 30 }), 404, 'otp_code_not_found');
      }
      clock.advance(1); // past the send limit's window
    }
    // Ten wrong guesses in the window: even a fresh code's right value is refused now.
    await post(provider, SEND, { email: to });
    const fresh = latestMessage(provider, to).code!;
    const locked = await post(provider, CHECK, { token: fresh, method_id: lastMethod, session_duration_minutes: 30 });
    expectError(locked, 429, 'too_many_requests');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.body.error_message).toMatch(/Too many wrong passcodes/);

    // Another destination is not affected, and once the window has passed the address may try again.
    const other = await post(provider, SEND, { email: 'bystander@court-login.local' });
    const otherCode = latestMessage(provider, 'bystander@court-login.local').code!;
    expect((await post(provider, CHECK, { token: otherCode, method_id: other.body.data.method_id, session_duration_minutes: 30 })).status).toBe(200);
    clock.advance(retryAfter / 60);
    await post(provider, SEND, { email: to });
    const later = latestMessage(provider, to).code!;
    expect((await post(provider, CHECK, { token: later, method_id: lastMethod, session_duration_minutes: 30 })).status).toBe(200);
  });

  it('locks password guessing per user before hashing, and a right password clears the count', async () => {
    const { provider, clock } = makeProvider({ rate_limits: { failed_guesses_per_window: 3 } });
    const login = (password: string) => post(provider, LOGIN, { email: 'rally@court-login.local', password, session_duration_minutes: 30 });
    expectError(await login('wrong-1'), 401, 'unauthorized_credentials');
    expect((await login('clay-court-rally-2026')).status).toBe(200);
    for (let guess = 0; guess < 3; guess += 1) expectError(await login(`wrong-${guess}`), 401, 'unauthorized_credentials');
    const locked = await login('clay-court-rally-2026');
    expectError(locked, 429, 'too_many_requests');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.body.error_message).toMatch(/Too many wrong passwords/);
    clock.advance(15);
    expect((await login('clay-court-rally-2026')).status).toBe(200);
  });

  it('forgets the counts on reset', async () => {
    const { provider } = makeProvider({ rate_limits: { failed_guesses_per_window: 1 } });
    expectError(await post(provider, LOGIN, { email: 'rally@court-login.local', password: 'nope', session_duration_minutes: 30 }), 401, 'unauthorized_credentials');
    expect(provider.guessLimits.size).toBe(1);
    provider.reset();
    expect(provider.guessLimits.size).toBe(0);
  });
});
