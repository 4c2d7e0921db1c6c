// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectError, latestMessage, makeProvider, post } from './helpers.ts';

describe('one-time passcodes', () => {
  const channels = [
    {
      channel: 'email',
      path: '/sdk/v1/otps/email/login_or_create',
      field: 'email',
      to: 'new-player@court-login.local',
    },
    { channel: 'sms', path: '/sdk/v1/otps/sms/login_or_create', field: 'phone_number', to: '+15555550123' },
    { channel: 'whatsapp', path: '/sdk/v1/otps/whatsapp/login_or_create', field: 'phone_number', to: '+447700900123' },
  ] as const;

  for (const { channel, path, field, to } of channels) {
    it(`signs in by ${channel} with the code from the inbox`, async () => {
      const { provider } = makeProvider();
      const sent = await post(provider, path, { [field]: to, expiration_minutes: 5 });
      expect(sent.status).toBe(200);
      const methodId = sent.body.data.method_id;
      const message = latestMessage(provider, to);
      expect(message.channel).toBe(channel);
      expect(message.code).toMatch(/^\d{6}$/);
      expect(message.text).toContain(message.code);

      const signedIn = await post(provider, '/sdk/v1/otps/authenticate', {
        token: message.code,
        method_id: methodId,
        session_duration_minutes: 30,
      });
      expect(signedIn.status).toBe(200);
      const data = signedIn.body.data;
      expect(data.user_id).toMatch(/^user-test-[0-9a-f-]{36}$/);
      expect(data.session.session_id).toMatch(/^session-test-[0-9a-f-]{36}$/);
      expect(data.user).toEqual(data.__user);
      expect(data.session_token).toBeTruthy();
      expect(data.session_jwt.split('.')).toHaveLength(3);
      expect(data.method_id).toBe(methodId);
      expect(data.session.authentication_factors[0]).toMatchObject({ type: 'otp', delivery_method: channel });
      const contacts = channel === 'email' ? data.user.emails : data.user.phone_numbers;
      expect(contacts[0].verified).toBe(true);
    });
  }

  it('signs an existing user in rather than creating a second one', async () => {
    const { provider } = makeProvider();
    const sent = await post(provider, '/sdk/v1/otps/email/login_or_create', { email: 'ACE@court-login.local' });
    const code = latestMessage(provider, 'ace@court-login.local').code;
    const signedIn = await post(provider, '/sdk/v1/otps/authenticate', {
      token: code,
      method_id: sent.body.data.method_id,
      session_duration_minutes: 30,
    });
    expect(signedIn.body.data.user.name.first_name).toBe('Ace');
    expect(provider.state.users.size).toBe(2);
  });

  it('answers a wrong code with otp_code_not_found and keeps the right one usable', async () => {
    const { provider } = makeProvider();
    const sent = await post(provider, '/sdk/v1/otps/email/login_or_create', { email: 'ace@court-login.local' });
    const code = latestMessage(provider, 'ace@court-login.local').code!;
    const wrong = code === '000000' ? '111111' : '000000';
    const methodId = sent.body.data.method_id;
    expectError(
      await post(provider, '/sdk/v1/otps/authenticate', {
        token: wrong,
        method_id: methodId,
        session_duration_minutes: 30,
      }),
      404,
      'otp_code_not_found',
    );
    expect(
      (
        await post(provider, '/sdk/v1/otps/authenticate', {
          token: code,
          method_id: methodId,
          session_duration_minutes: 30,
        })
      ).status,
    ).toBe(200);
    expectError(
      await post(provider, '/sdk/v1/otps/authenticate', {
        token: code,
        method_id: methodId,
        session_duration_minutes: 30,
      }),
      404,
      'otp_code_not_found',
    );
  });

  it('withdraws a code after five wrong guesses', async () => {
    const { provider } = makeProvider();
    const sent = await post(provider, '/sdk/v1/otps/email/login_or_create', { email: 'ace@court-login.local' });
    const code = latestMessage(provider, 'ace@court-login.local').code!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const attempt = (token: string) =>
      post(provider, '/sdk/v1/otps/authenticate', {
        token,
        method_id: sent.body.data.method_id,
        session_duration_minutes: 30,
      });
    for (let index = 0; index < 5; index += 1) expectError(await attempt(wrong), 404, 'otp_code_not_found');
    expectError(await attempt(code), 404, 'otp_code_not_found');
  });

  it('refuses a code after expiration_minutes, defaulting to the settings', async () => {
    const { provider, clock } = makeProvider({ otp: { expiration_minutes: 2 } });
    const sent = await post(provider, '/sdk/v1/otps/sms/login_or_create', { phone_number: '+15555550123' });
    const code = latestMessage(provider, '+15555550123').code;
    expect(latestMessage(provider, '+15555550123').text).toContain('2 minutes');
    clock.advance(2);
    const answer = await post(provider, '/sdk/v1/otps/authenticate', {
      token: code,
      method_id: sent.body.data.method_id,
      session_duration_minutes: 30,
    });
    expectError(answer, 401, 'unable_to_auth_otp_code');
    expect(answer.body.error_message).toMatch(/expired/);
  });

  it('still accepts a code just before it expires', async () => {
    const { provider, clock } = makeProvider();
    const sent = await post(provider, '/sdk/v1/otps/email/login_or_create', {
      email: 'ace@court-login.local',
      expiration_minutes: 10,
    });
    clock.advance(9.9);
    const code = latestMessage(provider, 'ace@court-login.local').code;
    expect(
      (
        await post(provider, '/sdk/v1/otps/authenticate', {
          token: code,
          method_id: sent.body.data.method_id,
          session_duration_minutes: 30,
        })
      ).status,
    ).toBe(200);
  });

  it('validates phone numbers, emails and expiry', async () => {
    const { provider } = makeProvider();
    expectError(
      await post(provider, '/sdk/v1/otps/sms/login_or_create', { phone_number: '5555550123' }),
      400,
      'invalid_phone_number',
    );
    expectError(
      await post(provider, '/sdk/v1/otps/whatsapp/login_or_create', { phone_number: '+1 555 555 0123' }),
      400,
      'invalid_phone_number',
    );
    expectError(
      await post(provider, '/sdk/v1/otps/email/login_or_create', { email: 'not-an-email' }),
      400,
      'invalid_email',
    );
    expectError(
      await post(provider, '/sdk/v1/otps/email/login_or_create', { email: 'a@b.co', expiration_minutes: 0 }),
      400,
      'invalid_expiration_minutes',
    );
    expect(provider.inbox.list()).toHaveLength(0);
  });

  it('limits sends per destination with 429 and Retry-After, and forgets the limit on reset', async () => {
    const { provider, clock } = makeProvider({ rate_limits: { sends_per_window: 2, window_seconds: 60 } });
    const sendCode = () => post(provider, '/sdk/v1/otps/email/login_or_create', { email: 'ace@court-login.local' });
    expect((await sendCode()).status).toBe(200);
    clock.advance(0.5);
    expect((await sendCode()).status).toBe(200);
    const limited = await sendCode();
    expectError(limited, 429, 'too_many_requests');
    expect(limited.headers.get('retry-after')).toBe('30');
    // A page on another origin may read it.
    expect(limited.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(
      (await post(provider, '/sdk/v1/otps/email/login_or_create', { email: 'rally@court-login.local' })).status,
    ).toBe(200);
    provider.reset();
    expect((await sendCode()).status).toBe(200);
  });
});
