// @vitest-environment node
// Password strength work is bounded: zxcvbn rates a bounded prefix, one page's checks cannot queue up
// without limit or hold up another page's, and sign-ups and resets are rated before bare checks.
import { describe, expect, it, vi } from 'vitest';
import { strengthQueue } from '../../local-provider/password-strength/strength.ts';
import type { Rater } from '../../local-provider/password-strength/strength-queue.ts';
import { CRAFTED_PASSWORD, ORDINARY_PASSWORD } from './crafted-passwords.ts';
import { expectError, HOST_ORIGIN, makeProvider, post, type Answer } from './helpers.ts';

const CHECK = '/sdk/v1/passwords/strength_check';
const attackerOrigin = (index: number) => `http://localhost:${7001 + index}`;

/** Sends `count` crafted checks from eight attacking pages in turn, and waits until all of them are queued. */
async function queueCraftedChecks(
  provider: ReturnType<typeof makeProvider>['provider'],
  count: number,
  finished: string[],
) {
  const checks = Array.from({ length: count }, (_, index) =>
    post(provider, CHECK, { password: CRAFTED_PASSWORD }, { origin: attackerOrigin(index % 8) }).then((answer) => {
      finished.push(`crafted ${index}`);
      return answer;
    }),
  );
  await vi.waitFor(() => expect(strengthQueue.size).toBe(count), { timeout: 10_000, interval: 5 });
  return checks;
}

describe('bounded strength work', () => {
  it("answers a page's ordinary check before most of eight crafted checks from eight other pages", async () => {
    const { provider } = makeProvider();
    const finished: string[] = [];
    const crafted = await queueCraftedChecks(provider, 8, finished);
    const ordinary = post(provider, CHECK, { password: ORDINARY_PASSWORD }).then((answer) => {
      finished.push('ordinary');
      return answer;
    });
    const answers = await Promise.all([...crafted, ordinary]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(9).fill(200));
    // At most the rating already running (and one more, should the ordinary one arrive as it ends) goes first.
    expect(finished.indexOf('ordinary')).toBeLessThanOrEqual(2);
  }, 30_000);

  it('rates a sign-up before bare strength checks sent earlier', async () => {
    const { provider } = makeProvider();
    // The order the ratings start in, whatever the machine's speed: a sign-up's names its address.
    const queue = strengthQueue as unknown as { rate: Rater };
    const rate = queue.rate;
    const started: string[] = [];
    queue.rate = (password, userInputs) => {
      started.push(userInputs.includes('newcomer@court-login.local') ? 'sign-up' : 'check');
      return rate(password, userInputs);
    };
    try {
      const crafted = await queueCraftedChecks(provider, 16, []);
      const signUp = post(provider, '/sdk/v1/passwords', {
        email: 'newcomer@court-login.local',
        password: CRAFTED_PASSWORD,
        session_duration_minutes: 30,
      });
      const answers = await Promise.all([...crafted, signUp]);
      expect(answers.at(-1)!.status).toBe(200);
      // Rated as soon as the rating running when it came ends (one or two of the checks, as it
      // arrives), never behind the fourteen or more still waiting.
      expect(started.indexOf('sign-up')).toBeGreaterThan(0);
      expect(started.indexOf('sign-up')).toBeLessThanOrEqual(2);
    } finally {
      queue.rate = rate;
    }
  }, 30_000);

  it("caps one page's waiting checks with 429 while another page's check is answered", async () => {
    const { provider } = makeProvider();
    const origin = attackerOrigin(0);
    const flood = Array.from({ length: 10 }, () => post(provider, CHECK, { password: CRAFTED_PASSWORD }, { origin }));
    const other = post(provider, CHECK, { password: ORDINARY_PASSWORD });
    const answers: Answer[] = await Promise.all(flood);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    expect(refused).toHaveLength(6);
    for (const answer of refused) {
      expectError(answer, 429, 'too_many_requests');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await other).status).toBe(200);
  }, 30_000);

  it('limits bare strength checks per page per window', async () => {
    const { provider, clock } = makeProvider({
      rate_limits: { strength_checks_per_window: 3, strength_window_seconds: 10 },
    });
    const check = (origin = HOST_ORIGIN) => post(provider, CHECK, { password: ORDINARY_PASSWORD }, { origin });
    for (let index = 0; index < 3; index += 1) expect((await check()).status).toBe(200);
    const limited = await check();
    expectError(limited, 429, 'too_many_requests');
    expect(limited.body.error_message).toMatch(/strength checks from this page/);
    expect((await check(attackerOrigin(0))).status).toBe(200);
    clock.advance(10 / 60);
    expect((await check()).status).toBe(200);
  }, 30_000);

  it('rates the first 64 characters of a password', async () => {
    const { provider } = makeProvider();
    const prefix = 'a'.repeat(64);
    const weakTail = await post(provider, CHECK, { password: `${prefix}aaaa` });
    const strongTail = await post(provider, CHECK, { password: `${prefix}Zq9!kP2@vL7#wX4$` });
    expect(strongTail.body.data.score).toBe(weakTail.body.data.score);
    expect(strongTail.body.data.feedback.warning).toBe(weakTail.body.data.feedback.warning);
  }, 30_000);

  it('finds breached passwords written with full-width letters or invisible characters', async () => {
    const { provider } = makeProvider();
    for (const password of ['Ｐａｓｓｗｏｒｄ', 'pass\u200Bword', 'pass\u00ADword', '\u2060letmein\uFEFF']) {
      const report = await post(provider, CHECK, { password });
      expect(report.body.data.breached_password, password).toBe(true);
      expect(report.body.data.valid_password).toBe(false);
      const signUp = await post(provider, '/sdk/v1/passwords', {
        email: 'fold@court-login.local',
        password,
        session_duration_minutes: 30,
      });
      expectError(signUp, 400, 'breached_password');
    }
  }, 30_000);
});
