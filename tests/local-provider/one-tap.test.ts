// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { createProvider, type LocalProvider } from '../../local-provider/http/app.ts';
import { signJwt } from '../../local-provider/domain/jwt.ts';
import { SettingsError } from '../../local-provider/settings/settings.ts';
import { call, HOST_ORIGIN } from '../support/provider-calls.ts';
import { pkcePair } from './helpers.ts';

const CLIENT_ID = 'court-login-local.apps.googleusercontent.com';
const LOGIN_URL = `${HOST_ORIGIN}/authenticate?from=login`;
const SIGNUP_URL = `${HOST_ORIGIN}/authenticate?from=signup`;
const NOW = Date.parse('2026-06-01T10:00:00Z');

let provider: LocalProvider;

beforeEach(() => {
  provider = createProvider({ groups: { one_tap: { google_client_id: CLIENT_ID } } }, { now: () => NOW });
});

function claims(overrides: Record<string, unknown> = {}) {
  return {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: '109876543210',
    email: 'serena@court-login.local',
    email_verified: true,
    given_name: 'Serena',
    family_name: 'Volley',
    exp: NOW / 1000 + 600,
    iat: NOW / 1000,
    ...overrides,
  };
}

function unsignedToken(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

/** An id_token as the /gsi stand-in mints it: HS256 with the project secret. */
const signedToken = (payload: Record<string, unknown>) => signJwt(payload, provider.settings.secret);

/** The page's g_csrf_token cookie (set by the identity script) and the browser's PKCE pair. */
const CSRF = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const PAIR = pkcePair();

async function oneTapStart(publicToken = provider.settings.public_token) {
  const request = new Request(`http://localhost:8788/v1/public/oauth/google/onetap/start?public_token=${publicToken}`, {
    headers: { Origin: HOST_ORIGIN },
  });
  const response = await provider.fetch(request);
  return { status: response.status, body: await response.json() };
}

/** Sends the submit the way the SDK does: no Content-Type (text/plain), the One Tap header, credentials. */
async function submitTo(
  callbackId: string,
  idToken: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const request = new Request(`http://localhost:8788/v1/oauth/callback/${callbackId}`, {
    method: 'POST',
    headers: {
      Origin: HOST_ORIGIN,
      Cookie: `g_csrf_token=${CSRF}`,
      'x-stytch-oauth-type': 'google-one-tap',
      ...headers,
    },
    body: JSON.stringify({
      id_token: idToken,
      stytch_csrf_token: CSRF,
      code_challenge: PAIR.code_challenge,
      login_redirect_url: LOGIN_URL,
      signup_redirect_url: SIGNUP_URL,
      ...extra,
    }),
  });
  const response = await provider.fetch(request);
  return { status: response.status, body: await response.json() };
}

async function oneTapSubmit(
  idToken: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return submitTo((await oneTapStart()).body.oauth_callback_id as string, idToken, extra, headers);
}

/** Exchanges the redirect's token with `codeVerifier` (null: none sent) from a browser whose g_csrf_token cookie is `csrf`. */
async function oauthAuthenticate(redirectUrl: string, codeVerifier: string | null = PAIR.code_verifier, csrf = CSRF) {
  const token = new URL(redirectUrl).searchParams.get('token');
  return call(
    provider,
    'POST',
    '/sdk/v1/oauth/authenticate',
    { token, session_duration_minutes: 60, code_verifier: codeVerifier ?? undefined },
    {
      headers: { Cookie: `g_csrf_token=${csrf}` },
    },
  );
}

describe('One Tap start', () => {
  it('answers raw JSON with the configured client id and a callback id', async () => {
    const { status, body } = await oneTapStart();
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body).toMatchObject({ status_code: 200, google_client_id: CLIENT_ID });
    expect(body.request_id).toMatch(/^request-id-test-/);
    expect(body.oauth_callback_id).toEqual(expect.any(String));
  });

  it('refuses malformed One Tap settings when the provider is created', () => {
    for (const one_tap of [{ google_client_id: 5 }, { client_id: CLIENT_ID }, 'client', null]) {
      expect(() => createProvider({ groups: { one_tap } })).toThrow(SettingsError);
      expect(() => createProvider({ groups: { one_tap } })).toThrow(
        'settings "groups.one_tap" must be {"google_client_id": "<client id>"}',
      );
    }
  });

  it('answers an empty client id when none is configured, and refuses a wrong public token', async () => {
    provider = createProvider();
    expect((await oneTapStart()).body.google_client_id).toBe('');
    const wrong = await oneTapStart('public-token-test-someone-else');
    expect(wrong.status).toBe(404);
    expect(wrong.body.error_type).toBe('public_token_not_found');
  });
});

describe('One Tap submit', () => {
  it('redirects a new Google account to the signup URL with an OAuth token that oauth/authenticate turns into a session', async () => {
    const submit = await oneTapSubmit(signedToken(claims()));
    expect(submit.status).toBe(200);
    expect(submit.body).toMatchObject({ status_code: 200, request_id: expect.stringMatching(/^request-id-test-/) });
    const redirect = new URL(submit.body.redirect_url);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${HOST_ORIGIN}/authenticate`);
    expect(redirect.searchParams.get('from')).toBe('signup');
    expect(redirect.searchParams.get('stytch_token_type')).toBe('oauth');

    const session = await oauthAuthenticate(submit.body.redirect_url);
    expect(session.status).toBe(200);
    const data = session.body.data;
    expect(data.session_token).toEqual(expect.any(String));
    expect(data.provider_subject).toBe('109876543210');
    expect(data.provider_type).toBe('Google');
    expect(data.user.name).toMatchObject({ first_name: 'Serena', last_name: 'Volley' });
    expect(data.user.emails).toEqual([expect.objectContaining({ email: 'serena@court-login.local', verified: true })]);
    expect(data.session.authentication_factors[0]).toMatchObject({ type: 'oauth', delivery_method: 'oauth_google' });

    const again = await oneTapSubmit(signedToken(claims()));
    expect(new URL(again.body.redirect_url).searchParams.get('from')).toBe('login');
    expect((await oauthAuthenticate(again.body.redirect_url)).body.data.user_id).toBe(data.user_id);
    expect((await oauthAuthenticate(again.body.redirect_url)).body.error_type).toBe('oauth_token_not_found');
  });

  it('creates no user until the token is exchanged, and sends a still-new account to signup again', async () => {
    const usersBefore = provider.state.users.size;
    const abandoned = await oneTapSubmit(signedToken(claims()));
    expect(new URL(abandoned.body.redirect_url).searchParams.get('from')).toBe('signup');
    expect(provider.state.users.size).toBe(usersBefore);
    const again = await oneTapSubmit(signedToken(claims()));
    expect(new URL(again.body.redirect_url).searchParams.get('from')).toBe('signup');
    expect((await oauthAuthenticate(again.body.redirect_url)).status).toBe(200);
    expect(provider.state.users.size).toBe(usersBefore + 1);
    expect((await oauthAuthenticate(abandoned.body.redirect_url)).body.data.user.providers).toHaveLength(1);
    expect(provider.state.users.size).toBe(usersBefore + 1);
  });

  it('keeps an email Google does not vouch for unverified', async () => {
    const submit = await oneTapSubmit(signedToken(claims({ email_verified: false })));
    const data = (await oauthAuthenticate(submit.body.redirect_url)).body.data;
    expect(data.user.emails).toEqual([expect.objectContaining({ email: 'serena@court-login.local', verified: false })]);
  });

  it('signs an existing user with that email in through the login URL', async () => {
    const submit = await oneTapSubmit(signedToken(claims({ email: 'ace@court-login.local' })));
    expect(new URL(submit.body.redirect_url).searchParams.get('from')).toBe('login');
    const session = await oauthAuthenticate(submit.body.redirect_url);
    expect(session.body.data.user.emails[0].email).toBe('ace@court-login.local');
  });

  it('accepts a token signed HS256 with the project secret and refuses one signed with another key', async () => {
    expect((await oneTapSubmit(signJwt(claims(), provider.settings.secret))).status).toBe(200);
    const forged = await oneTapSubmit(signJwt(claims(), 'not-the-secret'));
    expect(forged.status).toBe(401);
    expect(forged.body.error_message).toMatch(/signature/);
  });

  it.each([
    ['another audience', () => signedToken(claims({ aud: 'someone-else.apps.googleusercontent.com' })), /audience/],
    ['an expired token', () => signedToken(claims({ exp: NOW / 1000 - 1 })), /expired/],
    ['a token without email', () => signedToken(claims({ email: undefined })), /email/],
    ['a token from another issuer', () => signedToken(claims({ iss: 'https://evil.example' })), /issuer/],
    [
      'an unsigned token (alg none), even for an existing user',
      () => unsignedToken(claims({ email: 'ace@court-login.local' })),
      /unsigned/,
    ],
    ['a malformed token', () => 'not.a.jwt', /not a JWT/],
    [
      'an unsupported algorithm',
      () => signJwt(claims(), 'x').replace(/^[^.]+/, Buffer.from('{"alg":"RS256"}').toString('base64url')),
      /HS256/,
    ],
  ])('refuses %s with invalid_id_token', async (_case, token, message) => {
    const response = await oneTapSubmit(token());
    expect(response.status).toBe(401);
    expect(response.body.error_type).toBe('invalid_id_token');
    expect(response.body.error_message).toMatch(message);
  });

  it('keeps redirects on allowed origins', async () => {
    const response = await oneTapSubmit(signedToken(claims()), { login_redirect_url: 'https://evil.example/steal' });
    expect(response.status).toBe(400);
    expect(response.body.error_type).toBe('invalid_oauth_redirect_url');
  });

  it('needs the One Tap header, a known callback id and a configured client id', async () => {
    const noHeader = await oneTapSubmit(signedToken(claims()), {}, { 'x-stytch-oauth-type': '' });
    expect(noHeader.status).toBe(400);
    const unknown = await provider.fetch(
      new Request('http://localhost:8788/v1/oauth/callback/oauth-callback-test-nope', {
        method: 'POST',
        headers: { 'x-stytch-oauth-type': 'google-one-tap' },
        body: JSON.stringify({ id_token: 'x', stytch_csrf_token: '' }),
      }),
    );
    expect(unknown.status).toBe(404);
    provider = createProvider({}, { now: () => NOW });
    const unconfigured = await oneTapSubmit(signedToken(claims()));
    expect(unconfigured.status).toBe(400);
    expect(unconfigured.body.error_type).toBe('oauth_config_not_found');
  });

  it('uses each callback id once, also when it is submitted three times at once', async () => {
    const callbackId = (await oneTapStart()).body.oauth_callback_id as string;
    const answers = await Promise.all([1, 2, 3].map(() => submitTo(callbackId, signedToken(claims()))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404]);
    expect(answers.find((answer) => answer.status === 404)!.body.error_type).toBe('oauth_callback_not_found');
    expect((await submitTo(callbackId, signedToken(claims()))).status).toBe(404);
  });

  it('compares stytch_csrf_token with the g_csrf_token cookie', async () => {
    const noCookie = await oneTapSubmit(signedToken(claims()), {}, { Cookie: '' });
    expect(noCookie.status).toBe(403);
    expect(noCookie.body.error_type).toBe('invalid_csrf_token');
    const mismatch = await oneTapSubmit(signedToken(claims()), { stytch_csrf_token: 'f'.repeat(32) });
    expect(mismatch.status).toBe(403);
    const empty = await oneTapSubmit(signedToken(claims()), { stytch_csrf_token: '' }, { Cookie: 'g_csrf_token=' });
    expect(empty.status).toBe(403);
  });

  it("keeps a token minted on the attacker's page from signing a victim in: PKCE, and the g_csrf_token cookie", async () => {
    // The attacker submits their own Google account on their page, then hands the redirect to a victim.
    const attackers = await oneTapSubmit(
      signedToken(claims({ sub: 'attacker-sub', email: 'attacker@court-login.local' })),
    );
    const victimWithout = await oauthAuthenticate(attackers.body.redirect_url, null);
    expect(victimWithout.body.error_type).toBe('pkce_expected_code_verifier');
    const victimsOwnPair = pkcePair('f'.repeat(64));
    const victimWithOwn = await oauthAuthenticate(attackers.body.redirect_url, victimsOwnPair.code_verifier);
    expect(victimWithOwn.body.error_type).toBe('pkce_mismatch');
    // Without PKCE (a page whose sign-in lands on another origin), the cookie still tells the browsers apart.
    const noPkce = await oneTapSubmit(
      signedToken(claims({ sub: 'attacker-sub', email: 'attacker@court-login.local' })),
      { code_challenge: undefined },
    );
    const victim = await oauthAuthenticate(noPkce.body.redirect_url, null, 'f'.repeat(32));
    expect(victim.status).toBe(403);
    expect(victim.body.error_type).toBe('invalid_csrf_token');
    expect((await oauthAuthenticate(noPkce.body.redirect_url, null)).status).toBe(200);
  });
});
