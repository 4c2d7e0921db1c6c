// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectError, latestMessage, makeProvider, pkcePair, post, tokenOf } from './helpers.ts';

const STRONG = 'volley-at-the-net-7-Lob';

describe('password strength', () => {
  it('scores with zxcvbn: weak passwords get feedback, strong ones are valid', async () => {
    const { provider } = makeProvider();
    const weak = (await post(provider, '/sdk/v1/passwords/strength_check', { password: 'tennis12' })).body.data;
    expect(weak).toMatchObject({ valid_password: false, strength_policy: 'zxcvbn', breached_password: false });
    expect(weak.score).toBeLessThan(3);
    expect(weak.feedback.warning.length + weak.feedback.suggestions.length).toBeGreaterThan(0);
    const strong = (
      await post(provider, '/sdk/v1/passwords/strength_check', { password: STRONG, email: 'ace@court-login.local' })
    ).body.data;
    expect(strong.valid_password).toBe(true);
    expect(strong.score).toBeGreaterThanOrEqual(3);
  });

  it('flags breached passwords as invalid', async () => {
    const { provider } = makeProvider();
    const data = (await post(provider, '/sdk/v1/passwords/strength_check', { password: 'password' })).body.data;
    expect(data).toMatchObject({ breached_password: true, valid_password: false, breach_detection_on_create: true });
  });

  it('applies the LUDS policy of password_config', async () => {
    const { provider } = makeProvider({
      passwords: { strength_policy: 'luds', password_config: { luds_complexity: 3, luds_minimum_count: 10 } },
    });
    const short = (await post(provider, '/sdk/v1/passwords/strength_check', { password: 'abcDEF' })).body.data;
    expect(short.strength_policy).toBe('luds');
    expect(short.valid_password).toBe(false);
    expect(short.feedback.luds_requirements).toMatchObject({
      has_lower_case: true,
      has_upper_case: true,
      has_digit: false,
      has_symbol: false,
      missing_characters: 4,
      missing_complexity: 1,
    });
    const ok = (await post(provider, '/sdk/v1/passwords/strength_check', { password: 'abcDEF1234' })).body.data;
    expect(ok.valid_password).toBe(true);
    expect(ok.feedback.luds_requirements).toMatchObject({ missing_characters: 0, missing_complexity: 0 });
  });
});

describe('password accounts', () => {
  it('creates an account, then logs in with the password', async () => {
    const { provider } = makeProvider();
    const created = await post(provider, '/sdk/v1/passwords', {
      email: 'baseline@court-login.local',
      password: STRONG,
      session_duration_minutes: 30,
    });
    expect(created.status).toBe(200);
    expect(created.body.data.email_id).toMatch(/^email-test-/);
    expect(created.body.data.user.password).toMatchObject({ requires_reset: false });
    const loggedIn = await post(provider, '/sdk/v1/passwords/authenticate', {
      email: 'baseline@court-login.local',
      password: STRONG,
      session_duration_minutes: 30,
    });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.data.user_id).toBe(created.body.data.user_id);
    expect(loggedIn.body.data.session.authentication_factors[0]).toMatchObject({
      type: 'password',
      delivery_method: 'knowledge',
    });
    expect(loggedIn.body.data.session_token).not.toBe(created.body.data.session_token);
  });

  it('refuses weak, breached and duplicate passwords on create', async () => {
    const { provider } = makeProvider();
    expectError(
      await post(provider, '/sdk/v1/passwords', {
        email: 'x@court-login.local',
        password: 'tennis12',
        session_duration_minutes: 30,
      }),
      400,
      'weak_password',
    );
    expectError(
      await post(provider, '/sdk/v1/passwords', {
        email: 'x@court-login.local',
        password: 'password',
        session_duration_minutes: 30,
      }),
      400,
      'breached_password',
    );
    expectError(
      await post(provider, '/sdk/v1/passwords', {
        email: 'ace@court-login.local',
        password: STRONG,
        session_duration_minutes: 30,
      }),
      400,
      'duplicate_email',
    );
  });

  it('answers wrong passwords, unknown emails and passwordless users alike', async () => {
    const { provider } = makeProvider();
    const login = (email: string, password: string) =>
      post(provider, '/sdk/v1/passwords/authenticate', { email, password, session_duration_minutes: 30 });
    const answers = [
      await login('rally@court-login.local', 'not-the-password'),
      await login('nobody@court-login.local', STRONG),
      await login('ace@court-login.local', STRONG),
    ];
    for (const answer of answers) expectError(answer, 401, 'unauthorized_credentials');
    expect(new Set(answers.map((answer) => answer.body.error_message)).size).toBe(1);
    expect((await login('rally@court-login.local', 'clay-court-rally-2026')).status).toBe(200);
  });

  it('asks for a reset after a passwordless sign-in on the same email (dedupe), until reset', async () => {
    const { provider } = makeProvider();
    const sent = await post(provider, '/sdk/v1/otps/email/login_or_create', { email: 'rally@court-login.local' });
    const code = latestMessage(provider, 'rally@court-login.local').code;
    await post(provider, '/sdk/v1/otps/authenticate', {
      token: code,
      method_id: sent.body.data.method_id,
      session_duration_minutes: 30,
    });
    const login = () =>
      post(provider, '/sdk/v1/passwords/authenticate', {
        email: 'rally@court-login.local',
        password: 'clay-court-rally-2026',
        session_duration_minutes: 30,
      });
    expectError(await login(), 400, 'reset_password');
    expectError(
      await post(provider, '/sdk/v1/passwords/authenticate', {
        email: 'rally@court-login.local',
        password: 'wrong',
        session_duration_minutes: 30,
      }),
      401,
      'unauthorized_credentials',
    );

    const { code_challenge, code_verifier } = pkcePair();
    await post(provider, '/sdk/v1/passwords/email/reset/start', { email: 'rally@court-login.local', code_challenge });
    const token = tokenOf(latestMessage(provider, 'rally@court-login.local').link);
    expect(
      (
        await post(provider, '/sdk/v1/passwords/email/reset', {
          token,
          password: STRONG,
          session_duration_minutes: 30,
          code_verifier,
        })
      ).status,
    ).toBe(200);
    expectError(await login(), 401, 'unauthorized_credentials');
    expect(
      (
        await post(provider, '/sdk/v1/passwords/authenticate', {
          email: 'rally@court-login.local',
          password: STRONG,
          session_duration_minutes: 30,
        })
      ).status,
    ).toBe(200);
  });

  it('answers reset_password for a correct but breached password', async () => {
    const { provider } = makeProvider({ test_users: [{ email: 'weak@court-login.local', password: 'letmein' }] });
    const answer = await post(provider, '/sdk/v1/passwords/authenticate', {
      email: 'weak@court-login.local',
      password: 'letmein',
      session_duration_minutes: 30,
    });
    expectError(answer, 400, 'reset_password');
  });
});

describe('password reset by email', () => {
  it('emails a reset link and sets the new password, with PKCE (required by default)', async () => {
    const { provider } = makeProvider({ allowed_redirect_urls: ['http://localhost:5173/reset'] });
    const pair = pkcePair();
    expectError(
      await post(provider, '/sdk/v1/passwords/email/reset/start', { email: 'rally@court-login.local' }),
      400,
      'pkce_expected_code_challenge',
    );
    const started = await post(provider, '/sdk/v1/passwords/email/reset/start', {
      email: 'rally@court-login.local',
      reset_password_redirect_url: 'http://localhost:5173/reset',
      code_challenge: pair.code_challenge,
      locale: 'en',
    });
    expect(started.status).toBe(200);
    const link = latestMessage(provider, 'rally@court-login.local').link!;
    expect(link).toMatch(/^http:\/\/localhost:5173\/reset\?stytch_token_type=reset_password&token=/);
    const token = tokenOf(link);
    expectError(
      await post(provider, '/sdk/v1/passwords/email/reset', { token, password: STRONG, session_duration_minutes: 30 }),
      400,
      'pkce_expected_code_verifier',
    );
    expectError(
      await post(provider, '/sdk/v1/passwords/email/reset', {
        token,
        password: STRONG,
        session_duration_minutes: 30,
        code_verifier: 'x'.repeat(64),
      }),
      400,
      'pkce_mismatch',
    );
    expectError(
      await post(provider, '/sdk/v1/passwords/email/reset', {
        token,
        password: 'tennis12',
        session_duration_minutes: 30,
        code_verifier: pair.code_verifier,
      }),
      400,
      'weak_password',
    );
    const reset = await post(provider, '/sdk/v1/passwords/email/reset', {
      token,
      password: STRONG,
      session_duration_minutes: 30,
      code_verifier: pair.code_verifier,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data.user.emails[0].email).toBe('rally@court-login.local');
    expectError(
      await post(provider, '/sdk/v1/passwords/email/reset', {
        token,
        password: STRONG,
        session_duration_minutes: 30,
        code_verifier: pair.code_verifier,
      }),
      401,
      'unable_to_auth_password_reset_token',
    );
  });

  it('answers an unknown email as a known one without sending; refuses foreign redirect URLs and expired links', async () => {
    const { provider, clock } = makeProvider();
    const { code_challenge, code_verifier } = pkcePair();
    const unknown = await post(provider, '/sdk/v1/passwords/email/reset/start', {
      email: 'nobody@court-login.local',
      code_challenge,
    });
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.body.data).sort()).toEqual(['request_id', 'status_code']);
    expect(provider.inbox.latest('nobody@court-login.local')).toBeUndefined();
    for (const url of ['https://evil.example/', 'http://localhost:9999/steal']) {
      const refused = await post(provider, '/sdk/v1/passwords/email/reset/start', {
        email: 'rally@court-login.local',
        reset_password_redirect_url: url,
        code_challenge,
      });
      expectError(refused, 400, 'invalid_password_reset_redirect_url');
    }
    await post(provider, '/sdk/v1/passwords/email/reset/start', {
      email: 'rally@court-login.local',
      reset_password_expiration_minutes: 10,
      code_challenge,
    });
    const token = tokenOf(latestMessage(provider, 'rally@court-login.local').link);
    clock.advance(11);
    const answer = await post(provider, '/sdk/v1/passwords/email/reset', {
      token,
      password: STRONG,
      session_duration_minutes: 30,
      code_verifier,
    });
    expectError(answer, 401, 'unable_to_auth_password_reset_token');
    expect(answer.body.error_message).toMatch(/expired/);
  });
});

describe('user search', () => {
  it('tells new, password and passwordless users apart', async () => {
    const { provider } = makeProvider();
    const search = async (email: string) =>
      (await post(provider, '/sdk/v1/users/search', { email })).body.data.userType;
    expect(await search('nobody@court-login.local')).toBe('new');
    expect(await search('rally@court-login.local')).toBe('password');
    expect(await search('Ace@Court-Login.local')).toBe('passwordless');
    expectError(await post(provider, '/sdk/v1/users/search', { email: 'ace' }), 400, 'invalid_email');
  });
});
