// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LocalProvider } from '../../local-provider/http/app.ts';
import { basic, expectError, latestMessage, makeProvider, pkcePair, post, send, tokenOf } from './helpers.ts';

async function signIn(provider: LocalProvider, email = 'ace@court-login.local', minutes = 30) {
  const { code_challenge, code_verifier } = pkcePair();
  await post(provider, '/sdk/v1/magic_links/email/login_or_create', { email, code_challenge });
  const token = tokenOf(latestMessage(provider, email).link);
  return (
    await post(provider, '/sdk/v1/magic_links/authenticate', {
      token,
      session_duration_minutes: minutes,
      code_verifier,
    })
  ).body.data;
}

const backend = (
  provider: LocalProvider,
  body: unknown,
  authorization = basic('project-test-court-login-local', 'secret-test-court-login-local'),
) => post(provider, '/v1/sessions/authenticate', body, { authorization, origin: null });

describe('SDK sessions', () => {
  it('refreshes a session, extending it by session_duration_minutes', async () => {
    const { provider, clock } = makeProvider();
    const auth = await signIn(provider);
    clock.advance(20);
    const kept = await post(provider, '/sdk/v1/sessions/authenticate', {}, { sessionToken: auth.session_token });
    expect(kept.status).toBe(200);
    expect(kept.body.data.session.expires_at).toBe(auth.session.expires_at);
    expect(kept.body.data.session.last_accessed_at).not.toBe(auth.session.last_accessed_at);
    const extended = await post(
      provider,
      '/sdk/v1/sessions/authenticate',
      { session_duration_minutes: 60 },
      { sessionToken: auth.session_token },
    );
    expect(Date.parse(extended.body.data.session.expires_at)).toBe(clock.time + 60 * 60_000);
    expect(extended.body.data.session_token).toBe(auth.session_token);
    expect(extended.body.data.__user).toEqual(extended.body.data.user);
  });

  it('lets a session expire as its duration says', async () => {
    const { provider, clock } = makeProvider();
    const auth = await signIn(provider, 'ace@court-login.local', 10);
    clock.advance(10);
    expectError(
      await post(provider, '/sdk/v1/sessions/authenticate', {}, { sessionToken: auth.session_token }),
      404,
      'session_not_found',
    );
  });

  it('revokes a session', async () => {
    const { provider } = makeProvider();
    const auth = await signIn(provider);
    const revoked = await post(provider, '/sdk/v1/sessions/revoke', undefined, {
      sessionToken: auth.session_token,
      rawBody: '',
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.status_code).toBe(200);
    expectError(
      await post(provider, '/sdk/v1/sessions/authenticate', {}, { sessionToken: auth.session_token }),
      404,
      'session_not_found',
    );
    expectError(
      await send(provider, 'GET', '/sdk/v1/users/me', undefined, { sessionToken: auth.session_token }),
      404,
      'session_not_found',
    );
  });

  it('refuses calls without a session or with a foreign one', async () => {
    const { provider } = makeProvider();
    expectError(await post(provider, '/sdk/v1/sessions/authenticate', {}), 401, 'unauthorized_credentials');
    expectError(
      await post(provider, '/sdk/v1/sessions/authenticate', {}, { sessionToken: 'token-from-elsewhere' }),
      404,
      'session_not_found',
    );
    const other = makeProvider().provider;
    const foreign = await signIn(other);
    expectError(
      await send(provider, 'GET', '/sdk/v1/users/me', undefined, { sessionToken: foreign.session_token }),
      404,
      'session_not_found',
    );
  });

  it('rejects session durations out of range without using the token', async () => {
    const { provider } = makeProvider();
    const { code_challenge, code_verifier } = pkcePair();
    await post(provider, '/sdk/v1/magic_links/email/login_or_create', {
      email: 'ace@court-login.local',
      code_challenge,
    });
    const token = tokenOf(latestMessage(provider, 'ace@court-login.local').link);
    expectError(
      await post(provider, '/sdk/v1/magic_links/authenticate', { token, session_duration_minutes: 1, code_verifier }),
      400,
      'invalid_session_duration_minutes',
    );
    expect(
      (await post(provider, '/sdk/v1/magic_links/authenticate', { token, session_duration_minutes: 5, code_verifier }))
        .status,
    ).toBe(200);
  });

  it('adds a factor to the current session when the same user signs in again', async () => {
    const { provider } = makeProvider();
    const first = await signIn(provider);
    const sent = await post(provider, '/sdk/v1/otps/email/login_or_create', { email: 'ace@court-login.local' });
    const code = latestMessage(provider, 'ace@court-login.local').code;
    const second = await post(
      provider,
      '/sdk/v1/otps/authenticate',
      { token: code, method_id: sent.body.data.method_id, session_duration_minutes: 30 },
      { sessionToken: first.session_token },
    );
    expect(second.body.data.session.session_id).toBe(first.session.session_id);
    expect(second.body.data.session.authentication_factors.map((factor: { type: string }) => factor.type)).toEqual([
      'magic_link',
      'otp',
    ]);
  });
});

describe('the signed-in user', () => {
  it('reads and updates the user', async () => {
    const { provider } = makeProvider();
    const auth = await signIn(provider);
    const me = await send(provider, 'GET', '/sdk/v1/users/me', undefined, { sessionToken: auth.session_token });
    expect(me.body.data).toMatchObject({ user_id: auth.user_id, name: { first_name: 'Ace' }, status_code: 200 });
    const updated = await send(
      provider,
      'PUT',
      '/sdk/v1/users/me',
      { name: { first_name: 'Ace', last_name: 'Volley' }, untrusted_metadata: { hand: 'left' } },
      { sessionToken: auth.session_token },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.__user).toMatchObject({
      name: { first_name: 'Ace', last_name: 'Volley' },
      untrusted_metadata: { hand: 'left' },
    });
    expect(updated.body.data.emails).toEqual(updated.body.data.__user.emails);
    expectError(
      await send(
        provider,
        'PUT',
        '/sdk/v1/users/me',
        { name: { nickname: 'A' } },
        { sessionToken: auth.session_token },
      ),
      400,
      'unknown_field',
    );
  });

  it('deletes a sub-resource of the user and answers with __user', async () => {
    const { provider } = makeProvider();
    const auth = await signIn(provider, 'rally@court-login.local');
    const phoneId = auth.user.phone_numbers[0].phone_id;
    const deleted = await send(provider, 'DELETE', `/sdk/v1/users/phone_numbers/${phoneId}`, undefined, {
      sessionToken: auth.session_token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.__user.phone_numbers).toEqual([]);
    expectError(
      await send(provider, 'DELETE', `/sdk/v1/users/phone_numbers/${phoneId}`, undefined, {
        sessionToken: auth.session_token,
      }),
      404,
      'phone_number_not_found',
    );
    expectError(
      await send(provider, 'DELETE', '/sdk/v1/users/webauthn_registrations/webauthn-registration-test-x', undefined, {
        sessionToken: auth.session_token,
      }),
      404,
      'webauthn_registration_not_found',
    );
    expectError(
      await send(provider, 'DELETE', `/sdk/v1/users/phone_numbers/${phoneId}`),
      401,
      'unauthorized_credentials',
    );
  });
});

describe('backend session check', () => {
  it('resolves a session token and a session JWT, unwrapped', async () => {
    const { provider } = makeProvider();
    const auth = await signIn(provider);
    const byToken = await backend(provider, { session_token: auth.session_token });
    expect(byToken.status).toBe(200);
    expect(byToken.body.data).toBeUndefined();
    expect(byToken.body).toMatchObject({
      status_code: 200,
      session: { session_id: auth.session.session_id },
      user: { user_id: auth.user_id },
    });
    expect(byToken.body.session_token).toBe(auth.session_token);
    const byJwt = await backend(provider, {
      session_jwt: auth.session_jwt,
      session_duration_minutes: 120,
      session_custom_claims: { court: 7 },
    });
    expect(byJwt.status).toBe(200);
    expect(byJwt.body.session.custom_claims).toEqual({ court: 7 });
  });

  it('refuses wrong credentials, unknown sessions, forged JWTs and two arguments', async () => {
    const { provider } = makeProvider();
    const auth = await signIn(provider);
    expectError(
      await backend(provider, { session_token: auth.session_token }, basic('project-test-court-login-local', 'wrong')),
      401,
      'unauthorized_credentials',
    );
    expectError(
      await backend(
        provider,
        { session_token: auth.session_token },
        basic(provider.settings.public_token, provider.settings.public_token),
      ),
      401,
      'unauthorized_credentials',
    );
    expectError(await backend(provider, { session_token: 'nope' }), 404, 'session_not_found');
    const [header, payload] = auth.session_jwt.split('.');
    expectError(await backend(provider, { session_jwt: `${header}.${payload}.forged` }), 401, 'invalid_session_jwt');
    expectError(
      await backend(provider, { session_token: auth.session_token, session_jwt: auth.session_jwt }),
      400,
      'too_many_session_arguments',
    );
    await post(provider, '/sdk/v1/sessions/revoke', {}, { sessionToken: auth.session_token });
    expectError(await backend(provider, { session_jwt: auth.session_jwt }), 404, 'session_not_found');
  });
});
