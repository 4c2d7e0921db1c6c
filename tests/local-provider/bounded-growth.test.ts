// @vitest-environment node
// Whatever a loop of requests adds (messages, challenges, callbacks, rate counters, faults) stays bounded.
import { describe, expect, it } from 'vitest';
import { MAX_KEPT } from '../../local-provider/limits/bounded.ts';
import { RateLimiter } from '../../local-provider/limits/rate-limit.ts';
import { CHALLENGES_PER_CLIENT } from '../../local-provider/webauthn/webauthn-state.ts';
import { BASE, expectError, makeProvider, post, send } from './helpers.ts';

const EXTRA = 5;

describe('bounded growth', () => {
  it('keeps the newest 1000 inbox messages', () => {
    const { provider } = makeProvider();
    for (let index = 0; index < MAX_KEPT + EXTRA; index += 1) {
      provider.inbox.send({ channel: 'email', to: 'a@court-login.local', subject: `Message ${index}`, text: '' });
    }
    const messages = provider.inbox.list();
    expect(MAX_KEPT).toBe(1000);
    expect(messages).toHaveLength(MAX_KEPT);
    expect(messages[0]!.subject).toBe(`Message ${MAX_KEPT + EXTRA - 1}`);
    expect(messages.at(-1)!.subject).toBe(`Message ${EXTRA}`);
  });

  it('keeps at most 20 pending passkey sign-in challenges per page and 1000 in all', async () => {
    const { provider } = makeProvider();
    const challenges = () => (provider.state.groups.webauthn as { challenges: unknown[] }).challenges;
    for (let index = 0; index < CHALLENGES_PER_CLIENT + EXTRA; index += 1) {
      expect(
        (await post(provider, '/sdk/v1/webauthn/authenticate/start/primary', { domain: 'localhost' })).status,
      ).toBe(200);
    }
    expect(challenges()).toHaveLength(CHALLENGES_PER_CLIENT);
    // 60 pages would hold 1200: past 1000, a page below its own 20 is refused, one at its 20 replaces its oldest.
    for (let index = 0; index < 60 * CHALLENGES_PER_CLIENT + EXTRA; index += 1) {
      const origin = `http://localhost:${10_000 + (index % 60)}`;
      expect([200, 429]).toContain(
        (await post(provider, '/sdk/v1/webauthn/authenticate/start/primary', { domain: 'localhost' }, { origin }))
          .status,
      );
    }
    expect(challenges()).toHaveLength(MAX_KEPT);
  });

  it('keeps at most 1000 pending wallet challenges', async () => {
    const { provider } = makeProvider();
    for (let index = 0; index < MAX_KEPT + EXTRA; index += 1) {
      const crypto_wallet_address = `0x${(index + 1).toString(16).padStart(40, '0')}`;
      expect(
        (
          await post(provider, '/sdk/v1/crypto_wallets/authenticate/start/primary', {
            crypto_wallet_address,
            crypto_wallet_type: 'ethereum',
          })
        ).status,
      ).toBe(200);
    }
    expect((provider.state.groups.crypto_wallets as { challenges: unknown[] }).challenges).toHaveLength(MAX_KEPT);
  });

  it('keeps the newest 1000 One Tap callbacks: the oldest id is then unknown', async () => {
    const { provider } = makeProvider({ groups: { one_tap: { google_client_id: 'client-1' } } });
    const ids: string[] = [];
    for (let index = 0; index < MAX_KEPT + EXTRA; index += 1) {
      const answer = await send(
        provider,
        'GET',
        `/v1/public/oauth/google/onetap/start?public_token=${provider.settings.public_token}`,
      );
      ids.push(answer.body.oauth_callback_id);
    }
    expect((provider.state.groups.one_tap as { callbacks: unknown[] }).callbacks).toHaveLength(MAX_KEPT);
    const submit = (id: string) =>
      provider.fetch(
        new Request(`${BASE}/v1/oauth/callback/${id}`, {
          method: 'POST',
          headers: { 'x-stytch-oauth-type': 'google-one-tap' },
          body: JSON.stringify({ id_token: 'x', stytch_csrf_token: '' }),
        }),
      );
    expect((await submit(ids[0]!)).status).toBe(404);
    // Known: it gets as far as the CSRF check.
    expect((await submit(ids.at(-1)!)).status).toBe(403);
  });

  it('forgets rate-limit counters of destinations that went quiet', async () => {
    const { provider, clock } = makeProvider();
    for (let index = 0; index < 20; index += 1) {
      await post(provider, '/sdk/v1/otps/email/login_or_create', { email: `player${index}@court-login.local` });
    }
    expect(provider.sendLimits.size).toBe(20);
    clock.advance(2);
    await post(provider, '/sdk/v1/otps/email/login_or_create', { email: 'late@court-login.local' });
    expect(provider.sendLimits.size).toBe(1);
  });

  // One sweep of the quiet counters a window, not one per request: 50,000 destinations in a window
  // once took 14.5 s of the provider's thread, each send reading every counter.
  it('counts a send to each of 50,000 destinations in one window without reading every counter each time', () => {
    let now = 0;
    const limits = new RateLimiter(
      () => ({ limit: 5, windowSeconds: 60 }),
      () => now,
      (key) => `Too many sends to ${key}.`,
    );
    for (let index = 0; index < 50_000; index += 1) {
      now += 1;
      limits.hit(`player${index}@court-login.local`);
    }
    expect(limits.size).toBe(50_000);
    now += 61_000;
    limits.hit('late@court-login.local');
    expect(limits.size).toBe(1);
  }, 3000);

  it('forgets passcodes a day past their expiry at a later send', async () => {
    const { provider, clock } = makeProvider();
    const send = (email: string) => post(provider, '/sdk/v1/otps/email/login_or_create', { email });
    await send('early@court-login.local');
    await send('soon-after@court-login.local');
    expect(provider.state.passcodes.size).toBe(2);
    clock.advance(25 * 60);
    await send('late@court-login.local');
    expect(provider.state.passcodes.size).toBe(1);
  });

  it('refuses more than 100 waiting faults', async () => {
    const { provider } = makeProvider();
    const add = () => send(provider, 'POST', '/_dev/faults', { path: '/sdk/v1/events', status: 500, times: 1000 });
    for (let index = 0; index < 100; index += 1) expect((await add()).status).toBe(200);
    expectError(await add(), 400, 'too_many_faults');
  });
});
