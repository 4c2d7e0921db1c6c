// @vitest-environment node
// Guessing is limited: wrong passcodes per destination across codes, wrong passwords per user, answered
// 429 too_many_requests with Retry-After (which the widget shows as it shows every 429).
import { describe, expect, it, vi } from 'vitest';
import { expectError, HOST_ORIGIN, latestMessage, makeProvider, post } from './helpers.ts';

// Counts the provider's password hashes (scrypt), the work an answer costs, whatever the machine's speed.
const hashing = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: Parameters<typeof crypto.scrypt>) => {
    hashing.count += 1;
    return crypto.scrypt(...args);
  };
  return { ...crypto, scrypt, default: { ...crypto, scrypt } };
});

const SEND = '/sdk/v1/otps/email/login_or_create';
const CHECK = '/sdk/v1/otps/authenticate';
const LOGIN = '/sdk/v1/passwords/authenticate';

/** A six-digit code that is not `code`. */
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

const OWNER = 'rally@court-login.local';
const OWNER_PASSWORD = 'clay-court-rally-2026';
const STRANGER = 'http://localhost:6666';
const signIn = (
  provider: ReturnType<typeof makeProvider>['provider'],
  email: string,
  password: string,
  origin = HOST_ORIGIN,
) => post(provider, LOGIN, { email, password, session_duration_minutes: 30 }, { origin });

describe('guessing limits', () => {
  it('locks passcode guessing across five codes sent to one address, with Retry-After', async () => {
    const { provider, clock } = makeProvider();
    const to = 'guesser@court-login.local';
    let lastCode: string;
    let lastMethod = '';
    for (let round = 0; round < 5; round += 1) {
      const sent = await post(provider, SEND, { email: to });
      expect(sent.status).toBe(200);
      lastMethod = sent.body.data.method_id;
      lastCode = latestMessage(provider, to).code!;
      // Two wrong guesses per code: each code alone would allow five.
      for (let guess = 0; guess < 2; guess += 1) {
        expectError(
          await post(provider, CHECK, {
            token: wrongFor(lastCode),
            method_id: lastMethod,
            session_duration_minutes: 30,
          }),
          404,
          'otp_code_not_found',
        );
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
    expect(
      (
        await post(provider, CHECK, {
          token: otherCode,
          method_id: other.body.data.method_id,
          session_duration_minutes: 30,
        })
      ).status,
    ).toBe(200);
    clock.advance(retryAfter / 60);
    await post(provider, SEND, { email: to });
    const later = latestMessage(provider, to).code!;
    expect(
      (await post(provider, CHECK, { token: later, method_id: lastMethod, session_duration_minutes: 30 })).status,
    ).toBe(200);
  });

  it('locks password guessing per user before hashing, and a right password clears the count', async () => {
    const { provider, clock } = makeProvider({ rate_limits: { failed_guesses_per_window: 3 } });
    const login = (password: string) =>
      post(provider, LOGIN, { email: 'rally@court-login.local', password, session_duration_minutes: 30 });
    expectError(await login('wrong-1'), 401, 'unauthorized_credentials');
    expect((await login('clay-court-rally-2026')).status).toBe(200);
    for (let guess = 0; guess < 3; guess += 1)
      expectError(await login(`wrong-${guess}`), 401, 'unauthorized_credentials');
    const locked = await login('clay-court-rally-2026');
    expectError(locked, 429, 'too_many_requests');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.body.error_message).toMatch(/Too many wrong passwords/);
    clock.advance(15);
    expect((await login('clay-court-rally-2026')).status).toBe(200);
  });

  it('forgets the counts on reset', async () => {
    const { provider } = makeProvider({ rate_limits: { failed_guesses_per_window: 1 } });
    expectError(
      await post(provider, LOGIN, { email: 'rally@court-login.local', password: 'nope', session_duration_minutes: 30 }),
      401,
      'unauthorized_credentials',
    );
    expect(provider.guessLimits.size).toBeGreaterThan(0);
    provider.reset();
    expect(provider.guessLimits.size).toBe(0);
  });

  it('counts parallel guesses before comparing: 59 wrong passwords and the right one sent at once do not sign in', async () => {
    const { provider } = makeProvider();
    const guesses = [...Array.from({ length: 59 }, (_, index) => `wrong-${index}`), OWNER_PASSWORD];
    const answers = await Promise.all(guesses.map((password) => signIn(provider, OWNER, password, STRANGER)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(50);
    expectError(answers.at(-1)!, 429, 'too_many_requests');
  });

  it("does not lock the owner out for a stranger's wrong guesses; reset and passcode sign-in stay open", async () => {
    const { provider } = makeProvider();
    for (let guess = 0; guess < 10; guess += 1)
      expectError(await signIn(provider, OWNER, `wrong-${guess}`, STRANGER), 401, 'unauthorized_credentials');
    expectError(await signIn(provider, OWNER, OWNER_PASSWORD, STRANGER), 429, 'too_many_requests');
    // The stranger's wrong passcodes for the owner's address count against the stranger alone too.
    let methodId = '';
    const strangerAnswers = [];
    for (let round = 0; round < 3; round += 1) {
      methodId = (await post(provider, SEND, { email: OWNER }, { origin: STRANGER })).body.data.method_id;
      const wrong = wrongFor(latestMessage(provider, OWNER).code!);
      for (let guess = 0; guess < 4; guess += 1) {
        strangerAnswers.push(
          await post(
            provider,
            CHECK,
            { token: wrong, method_id: methodId, session_duration_minutes: 30 },
            { origin: STRANGER },
          ),
        );
      }
    }
    expectError(strangerAnswers.at(-1)!, 429, 'too_many_requests');
    expect((await signIn(provider, OWNER, OWNER_PASSWORD)).status).toBe(200);
    expect(
      (await post(provider, '/sdk/v1/passwords/email/reset/start', { email: OWNER, code_challenge: 'c'.repeat(43) }))
        .status,
    ).toBe(200);
    await post(provider, SEND, { email: OWNER });
    const code = latestMessage(provider, OWNER).code!;
    expect(
      (await post(provider, CHECK, { token: code, method_id: methodId, session_duration_minutes: 30 })).status,
    ).toBe(200);
  });

  it('limits guesses per page across accounts: 3 guesses at each of 12 accounts are not all compared', async () => {
    const accounts = Array.from({ length: 12 }, (_, index) => ({
      email: `player${index}@court-login.local`,
      password: OWNER_PASSWORD,
    }));
    const { provider } = makeProvider({ test_users: accounts });
    const answers = [];
    for (const { email } of accounts) {
      for (let guess = 0; guess < 3; guess += 1)
        answers.push(await signIn(provider, email, `spray-${guess}`, STRANGER));
    }
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(16);
    expect(refused[0]!.body.error_message).toMatch(/from this page/);
    // Another page (the owners') is not affected.
    expect((await signIn(provider, accounts[0]!.email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown address after as much work as a wrong password, and counts it as a guess', async () => {
    const { provider } = makeProvider();
    const hashesFor = async (email: string) => {
      const before = hashing.count;
      expectError(await signIn(provider, email, 'wrong-password'), 401, 'unauthorized_credentials');
      return hashing.count - before;
    };
    // One hash each: without it the unknown address would answer at once, telling it apart by time.
    expect(await hashesFor(OWNER)).toBe(1);
    expect(await hashesFor('nobody@court-login.local')).toBe(1);
    // Ten wrong guesses at the unknown address (the one above among them), then the limit answers.
    for (let guess = 1; guess < 10; guess += 1) await signIn(provider, 'nobody@court-login.local', 'wrong');
    expectError(await signIn(provider, 'nobody@court-login.local', 'wrong'), 429, 'too_many_requests');
  });
});
