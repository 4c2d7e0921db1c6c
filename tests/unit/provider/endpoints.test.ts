import { describe, expect, it } from 'vitest';
import { createClient } from '../../../src/provider/client.ts';
import { hostedBaseUrl } from '../../../src/provider/base-url.ts';
import type { CourtClient } from '../../../src/provider/types.ts';
import { json, recordingFetch } from '../support/fake-fetch.ts';
import { authResponse, user } from '../support/fixtures.ts';

const TOKEN = 'public-token-test-court-login-local';
const BASE = 'http://localhost:8788';
const auth = { ...authResponse(), __user: user() };

const CONSENT_REQUEST = {
  client_id: 'connected-app-test-1',
  redirect_uri: 'http://127.0.0.1:9/cb',
  response_type: 'code',
  scopes: ['openid'],
};
const START_ANSWER = {
  user_id: null,
  user: null,
  consent_required: true,
  client: {
    client_id: 'connected-app-test-1',
    client_type: 'public',
    client_name: 'Court Assistant',
    client_description: '',
  },
  scope_results: [{ scope: 'openid', is_grantable: true, description: '' }],
};

type Case = [
  name: string,
  call: (client: CourtClient) => Promise<unknown>,
  method: string,
  path: string,
  body: unknown,
  data: unknown,
];

const cases: Case[] = [
  [
    'oauth.authenticate',
    (c) => c.oauth.authenticate({ token: 't', session_duration_minutes: 60, code_verifier: 'v' }),
    'POST',
    '/oauth/authenticate',
    { token: 't', session_duration_minutes: 60, code_verifier: 'v' },
    auth,
  ],
  [
    'sessions.authenticate',
    (c) => c.sessions.authenticate({ session_duration_minutes: 30 }),
    'POST',
    '/sessions/authenticate',
    { session_duration_minutes: 30 },
    auth,
  ],
  [
    'sessions.revoke',
    (c) => c.sessions.revoke(),
    'POST',
    '/sessions/revoke',
    undefined,
    { request_id: 'r', status_code: 200 },
  ],
  ['users.me', (c) => c.users.me(), 'GET', '/users/me', undefined, { request_id: 'r', status_code: 200, ...user() }],
  [
    'users.search',
    (c) => c.users.search({ email: 'ace@court-login.local' }),
    'POST',
    '/users/search',
    { email: 'ace@court-login.local' },
    { userType: 'password' },
  ],
  [
    'users.deleteWebauthnRegistration',
    (c) => c.users.deleteWebauthnRegistration('webauthn-registration-test-1'),
    'DELETE',
    '/users/webauthn_registrations/webauthn-registration-test-1',
    undefined,
    { user_id: 'user-test-1', __user: user() },
  ],
  [
    'otps.email.loginOrCreate',
    (c) => c.otps.email.loginOrCreate({ email: 'a@b.c', expiration_minutes: 5 }),
    'POST',
    '/otps/email/login_or_create',
    { email: 'a@b.c', expiration_minutes: 5 },
    { method_id: 'm' },
  ],
  [
    'otps.sms.loginOrCreate',
    (c) => c.otps.sms.loginOrCreate({ phone_number: '+15555550100' }),
    'POST',
    '/otps/sms/login_or_create',
    { phone_number: '+15555550100' },
    { method_id: 'm' },
  ],
  [
    'otps.whatsapp.loginOrCreate',
    (c) => c.otps.whatsapp.loginOrCreate({ phone_number: '+15555550100' }),
    'POST',
    '/otps/whatsapp/login_or_create',
    { phone_number: '+15555550100' },
    { method_id: 'm' },
  ],
  [
    'otps.authenticate',
    (c) => c.otps.authenticate({ token: '123456', method_id: 'm', session_duration_minutes: 30 }),
    'POST',
    '/otps/authenticate',
    { token: '123456', method_id: 'm', session_duration_minutes: 30 },
    auth,
  ],
  [
    'magicLinks.email.loginOrCreate',
    (c) => c.magicLinks.email.loginOrCreate({ email: 'a@b.c', code_challenge: 'ch' }),
    'POST',
    '/magic_links/email/login_or_create',
    { email: 'a@b.c', code_challenge: 'ch' },
    { request_id: 'r', status_code: 200 },
  ],
  [
    'magicLinks.authenticate',
    (c) => c.magicLinks.authenticate({ token: 't', session_duration_minutes: 30 }),
    'POST',
    '/magic_links/authenticate',
    { token: 't', session_duration_minutes: 30 },
    auth,
  ],
  [
    'passwords.strengthCheck',
    (c) => c.passwords.strengthCheck({ password: 'pw' }),
    'POST',
    '/passwords/strength_check',
    { password: 'pw' },
    {
      valid_password: false,
      score: 1,
      strength_policy: 'zxcvbn',
      feedback: { warning: '', suggestions: [] },
      breached_password: false,
      breach_detection_on_create: true,
    },
  ],
  [
    'passwords.create',
    (c) => c.passwords.create({ email: 'a@b.c', password: 'pw', session_duration_minutes: 30 }),
    'POST',
    '/passwords',
    { email: 'a@b.c', password: 'pw', session_duration_minutes: 30 },
    auth,
  ],
  [
    'passwords.authenticate',
    (c) => c.passwords.authenticate({ email: 'a@b.c', password: 'pw', session_duration_minutes: 30 }),
    'POST',
    '/passwords/authenticate',
    { email: 'a@b.c', password: 'pw', session_duration_minutes: 30 },
    auth,
  ],
  [
    'passwords.resetByEmailStart',
    (c) => c.passwords.resetByEmailStart({ email: 'a@b.c' }),
    'POST',
    '/passwords/email/reset/start',
    { email: 'a@b.c' },
    { request_id: 'r', status_code: 200 },
  ],
  [
    'passwords.resetByEmail',
    (c) => c.passwords.resetByEmail({ token: 't', password: 'pw', session_duration_minutes: 30, code_verifier: 'v' }),
    'POST',
    '/passwords/email/reset',
    { token: 't', password: 'pw', session_duration_minutes: 30, code_verifier: 'v' },
    auth,
  ],
  [
    'webauthn.registerStart',
    (c) => c.webauthn.registerStart({ domain: 'localhost', return_passkey_credential_options: true }),
    'POST',
    '/webauthn/register/start',
    { domain: 'localhost', return_passkey_credential_options: true },
    { user_id: 'u', public_key_credential_creation_options: '{}' },
  ],
  [
    'webauthn.register',
    (c) => c.webauthn.register({ public_key_credential: '{}', session_duration_minutes: 30 }),
    'POST',
    '/webauthn/register',
    { public_key_credential: '{}', session_duration_minutes: 30 },
    { ...auth, webauthn_registration_id: 'w' },
  ],
  [
    'webauthn.authenticateStart',
    (c) => c.webauthn.authenticateStart({ domain: 'localhost' }),
    'POST',
    '/webauthn/authenticate/start/primary',
    { domain: 'localhost' },
    { public_key_credential_request_options: '{}' },
  ],
  [
    'webauthn.authenticateStart secondary',
    (c) => c.webauthn.authenticateStart({ domain: 'localhost' }, true),
    'POST',
    '/webauthn/authenticate/start/secondary',
    { domain: 'localhost' },
    { public_key_credential_request_options: '{}' },
  ],
  [
    'webauthn.authenticate',
    (c) => c.webauthn.authenticate({ public_key_credential: '{}', session_duration_minutes: 30 }),
    'POST',
    '/webauthn/authenticate',
    { public_key_credential: '{}', session_duration_minutes: 30 },
    { ...auth, webauthn_registration_id: 'w' },
  ],
  [
    'webauthn.update',
    (c) => c.webauthn.update('w 1', { name: 'Laptop' }),
    'PUT',
    '/webauthn/update/w%201',
    { name: 'Laptop' },
    { request_id: 'r', status_code: 200 },
  ],
  [
    'cryptoWallets.authenticateStart',
    (c) => c.cryptoWallets.authenticateStart({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' }),
    'POST',
    '/crypto_wallets/authenticate/start/primary',
    { crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' },
    { challenge: 'Sign this' },
  ],
  [
    'cryptoWallets.authenticateStart secondary',
    (c) => c.cryptoWallets.authenticateStart({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' }, true),
    'POST',
    '/crypto_wallets/authenticate/start/secondary',
    { crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' },
    { challenge: 'Sign this' },
  ],
  [
    'cryptoWallets.authenticate',
    (c) =>
      c.cryptoWallets.authenticate({
        crypto_wallet_address: '0xabc',
        crypto_wallet_type: 'solana',
        signature: 's',
        session_duration_minutes: 30,
      }),
    'POST',
    '/crypto_wallets/authenticate',
    { crypto_wallet_address: '0xabc', crypto_wallet_type: 'solana', signature: 's', session_duration_minutes: 30 },
    auth,
  ],
  [
    'idp.authorizeStart',
    (c) => c.idp.authorizeStart(CONSENT_REQUEST),
    'POST',
    '/idp/oauth/authorize/start',
    CONSENT_REQUEST,
    START_ANSWER,
  ],
  [
    'idp.authorizeSubmit',
    (c) => c.idp.authorizeSubmit({ ...CONSENT_REQUEST, consent_granted: true, state: 's' }),
    'POST',
    '/idp/oauth/authorize/submit',
    { ...CONSENT_REQUEST, consent_granted: true, state: 's' },
    { redirect_uri: 'http://127.0.0.1:9/cb?code=c&state=s' },
  ],
];

describe('one function per endpoint', () => {
  it.each(cases)(
    '%s calls its method and path with the given body and reads the answer',
    async (_name, call, method, path, body, data) => {
      const { fetch, requests } = recordingFetch(() =>
        json({ data: { request_id: 'r', status_code: 200, ...(data as object) } }),
      );
      const result = (await call(createClient({ publicToken: TOKEN, baseUrl: BASE, fetch }))) as { ok: boolean };
      expect(requests[0]?.method).toBe(method);
      expect(requests[0]?.url).toBe(`${BASE}/sdk/v1${path}`);
      expect(requests[0]?.body === undefined ? undefined : JSON.parse(requests[0].body)).toEqual(body);
      expect(result.ok).toBe(true);
    },
  );

  it('reads the user of 4.16-style answers from __user', async () => {
    const { user: _, ...rest } = auth;
    const { fetch } = recordingFetch(() => json({ data: rest }));
    const result = await createClient({ publicToken: TOKEN, baseUrl: BASE, fetch }).oauth.authenticate({
      token: 't',
      session_duration_minutes: 60,
    });
    expect(result.ok && result.value.user.user_id).toBe('user-test-1');
  });

  it('refuses a user search answer with an unknown userType', async () => {
    const { fetch } = recordingFetch(() => json({ data: { userType: 'admin' } }));
    const result = await createClient({ publicToken: TOKEN, baseUrl: BASE, fetch }).users.search({ email: 'a@b.c' });
    expect(!result.ok && result.error.kind).toBe('invalid_response');
  });

  it('reads a consent start answer into the client, the scopes and no user, and refuses one without a client', async () => {
    const read = await createClient({
      publicToken: TOKEN,
      baseUrl: BASE,
      fetch: recordingFetch(() => json({ data: START_ANSWER })).fetch,
    }).idp.authorizeStart(CONSENT_REQUEST);
    expect(read.ok && read.value).toEqual({
      user: null,
      consentRequired: true,
      client: { clientId: 'connected-app-test-1', clientType: 'public', name: 'Court Assistant', description: '' },
      scopes: [{ scope: 'openid', grantable: true, description: '' }],
    });
    const { client: _, ...withoutClient } = START_ANSWER;
    const refused = await createClient({
      publicToken: TOKEN,
      baseUrl: BASE,
      fetch: recordingFetch(() => json({ data: withoutClient })).fetch,
    }).idp.authorizeStart(CONSENT_REQUEST);
    expect(!refused.ok && refused.error.message).toContain('client');
  });

  it('refuses an OTP answer without method_id', async () => {
    const { fetch } = recordingFetch(() => json({ data: { request_id: 'r' } }));
    const result = await createClient({ publicToken: TOKEN, baseUrl: BASE, fetch }).otps.email.loginOrCreate({
      email: 'a@b.c',
    });
    expect(!result.ok && result.error.message).toContain('method_id');
  });
});

describe('OAuth start URL (docs/provider-api.md#oauth-start)', () => {
  it('builds the browser URL on the provider origin with every given parameter', () => {
    const client = createClient({ publicToken: TOKEN, baseUrl: BASE });
    const url = new URL(
      client.oauth.startUrl({
        provider: 'google',
        codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        customScopes: ['openid', 'email', 'calendar'],
        providerParams: { login_hint: 'ace@court-login.local', prompt: 'select_account' },
        loginRedirectUrl: 'http://localhost:5173/authenticate',
        signupRedirectUrl: 'http://localhost:5173/authenticate?new=1',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE}/v1/public/oauth/google/start`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      public_token: TOKEN,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      custom_scopes: 'openid email calendar',
      provider_login_hint: 'ace@court-login.local',
      provider_prompt: 'select_account',
      login_redirect_url: 'http://localhost:5173/authenticate',
      signup_redirect_url: 'http://localhost:5173/authenticate?new=1',
    });
    expect(url.searchParams.has('code_challenge_method')).toBe(false);
  });

  it('sends only the public token when nothing else is given', () => {
    const url = new URL(createClient({ publicToken: TOKEN, baseUrl: BASE }).oauth.startUrl({ provider: 'github' }));
    expect([...url.searchParams.keys()]).toEqual(['public_token']);
  });

  it('starts on the CNAME host the caller passes, whatever the client fetched before', async () => {
    const { fetch } = recordingFetch(() =>
      json({
        data: {
          disable_sdk_watermark: true,
          cname_domain: 'old.court.example',
          email_domains: [],
          captcha_settings: { enabled: false },
          pkce_required_for_email_magic_links: false,
          pkce_required_for_password_resets: false,
          pkce_required_for_oauth: false,
          password_config: null,
        },
      }),
    );
    const client = createClient({ publicToken: TOKEN, baseUrl: BASE, fetch });
    await client.bootstrap();
    expect(client.oauth.startUrl({ provider: 'google', cnameDomain: 'login.court.example:8443' })).toMatch(
      /^https:\/\/login\.court\.example:8443\/v1\/public\/oauth\/google\/start\?/,
    );
    expect(client.oauth.startUrl({ provider: 'google', cnameDomain: null })).toMatch(
      new RegExp(`^${BASE}/v1/public/oauth/google/start\\?`),
    );
    expect(client.oauth.startUrl({ provider: 'google' })).toMatch(
      new RegExp(`^${BASE}/v1/public/oauth/google/start\\?`),
    );
  });

  it.each(['evil.example/phish?x=', 'user@evil.example', 'https://login.court.example', ''])(
    'stays on the provider URL for the non-host CNAME %j',
    (cnameDomain) => {
      const url = createClient({ publicToken: TOKEN, baseUrl: BASE }).oauth.startUrl({
        provider: 'google',
        cnameDomain,
      });
      expect(new URL(url).origin).toBe(BASE);
    },
  );
});

describe('One Tap (docs/provider-api.md#one-tap)', () => {
  it('start reads the raw answer with credentials and no custom headers', async () => {
    const { fetch, requests } = recordingFetch(() =>
      json({ request_id: 'r', google_client_id: 'client-1', oauth_callback_id: 'callback-1' }),
    );
    const result = await createClient({ publicToken: TOKEN, baseUrl: BASE, fetch }).oneTap.start();
    expect(requests[0]?.url).toBe(`${BASE}/v1/public/oauth/google/onetap/start?public_token=${TOKEN}`);
    expect(requests[0]?.headers).toEqual({});
    expect(requests[0]?.credentials).toBe('include');
    expect(result).toEqual({ ok: true, value: { google_client_id: 'client-1', oauth_callback_id: 'callback-1' } });
  });

  it('start treats an empty Google client id as oauth_config_not_found', async () => {
    const { fetch } = recordingFetch(() => json({ google_client_id: '', oauth_callback_id: 'callback-1' }));
    const result = await createClient({ publicToken: TOKEN, baseUrl: BASE, fetch }).oneTap.start();
    expect(!result.ok && result.error.errorType).toBe('oauth_config_not_found');
  });

  it('submit posts the credential as text with the One Tap marker and reads redirect_url', async () => {
    const { fetch, requests } = recordingFetch(() =>
      json({
        redirect_url: 'http://localhost:5173/authenticate?stytch_token_type=oauth&token=abc',
        status_code: 200,
        request_id: 'r',
      }),
    );
    const result = await createClient({ publicToken: TOKEN, baseUrl: BASE, fetch }).oneTap.submit({
      oauth_callback_id: 'callback-1',
      id_token: 'jwt',
      login_redirect_url: 'http://localhost:5173/authenticate',
    });
    expect(requests[0]?.url).toBe(`${BASE}/v1/oauth/callback/callback-1`);
    expect(requests[0]?.headers).toEqual({ 'x-stytch-oauth-type': 'google-one-tap' });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      id_token: 'jwt',
      login_redirect_url: 'http://localhost:5173/authenticate',
      stytch_csrf_token: '',
    });
    expect(result.ok && result.value.redirect_url).toContain('token=abc');
  });

  it('submit refuses a redirect_url the browser must not follow (javascript:, data:, not a URL)', async () => {
    for (const redirect of ['javascript:alert(document.cookie)', 'data:text/html,<b>x</b>', '/relative']) {
      const { fetch } = recordingFetch(() => json({ redirect_url: redirect, status_code: 200, request_id: 'r' }));
      const result = await createClient({ publicToken: TOKEN, baseUrl: BASE, fetch }).oneTap.submit({
        oauth_callback_id: 'c',
        id_token: 'j',
      });
      expect(result.ok ? 'followed' : result.error.kind, redirect).toBe('invalid_response');
    }
  });

  it('submit treats a status_code other than 200 as an error', async () => {
    const { fetch } = recordingFetch(() =>
      json({ redirect_url: 'x', status_code: 400, error_type: 'invalid_id_token', error_message: 'Bad credential.' }),
    );
    const result = await createClient({ publicToken: TOKEN, baseUrl: BASE, fetch }).oneTap.submit({
      oauth_callback_id: 'c',
      id_token: 'j',
    });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 400,
        errorType: 'invalid_id_token',
        message: 'Bad credential.',
        providerMessage: 'Bad credential.',
      },
    });
  });
});

describe('base URL', () => {
  it('defaults to the hosted provider by token type', () => {
    expect(hostedBaseUrl('public-token-test-123')).toBe('https://test.stytch.com');
    expect(hostedBaseUrl('public-token-live-123')).toBe('https://api.stytch.com');
    expect(createClient({ publicToken: 'public-token-test-123' }).baseUrl).toBe('https://test.stytch.com');
    expect(createClient({ publicToken: 'public-token-live-123', baseUrl: '' }).baseUrl).toBe('https://api.stytch.com');
  });

  it('drops a trailing slash and keeps the port', () => {
    expect(createClient({ publicToken: TOKEN, baseUrl: 'http://localhost:8788/' }).baseUrl).toBe(
      'http://localhost:8788',
    );
  });

  it.each([
    'localhost:8788',
    'ftp://localhost',
    'http://user:pw@localhost:8788',
    'http://localhost:8788/?x=1',
    'not a url',
  ])('refuses %s with a clear message', (baseUrl) => {
    expect(() => createClient({ publicToken: TOKEN, baseUrl })).toThrow(/court-login: The provider URL/);
  });

  it('refuses an empty public token', () => {
    expect(() => createClient({ publicToken: ' ', baseUrl: BASE })).toThrow(
      'court-login: the public token must be a non-empty string.',
    );
  });
});
