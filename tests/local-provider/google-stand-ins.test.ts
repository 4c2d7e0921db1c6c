// @vitest-environment node
// The local provider's stand-ins of Google's identity and captcha scripts, captcha mode, and the
// fault switch's error_type (which drives One Tap's provider-side error kinds in browser tests).
import { describe, expect, it } from 'vitest';
import { signJwt } from '../../local-provider/domain/jwt.ts';
import { makeProvider, pkcePair, post, send } from './helpers.ts';

const CLIENT_ID = 'court-login-local.apps.googleusercontent.com';
const SITE_KEY = 'site-key-test';
const captchaMode = { bootstrap: { captcha_settings: { enabled: true, siteKey: SITE_KEY } } } as const;

describe("stand-in of Google's identity script", () => {
  it('serves google.accounts.id with the configured client id, the seeded accounts and the outcome switch', async () => {
    const { provider } = makeProvider({ groups: { one_tap: { google_client_id: CLIENT_ID } } });
    const answer = await send(provider, 'GET', '/gsi/client?one_tap=user_cancel', undefined, {
      origin: null,
      authorization: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.text).toContain('google.accounts.id = {');
    expect(answer.text).toContain(`"clientId":"${CLIENT_ID}"`);
    expect(answer.text).toContain('"email":"ace@court-login.local","name":"Ace Server"');
    expect(answer.text).toContain('"outcome":"user_cancel"');
    expect(answer.text).not.toContain('STAND_IN)');
    expect(answer.text).not.toContain(provider.settings.secret);
    const wrong = await send(provider, 'GET', '/gsi/client?one_tap=explode', undefined, {
      origin: null,
      authorization: null,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_type).toBe('invalid_one_tap_switch');
  });

  it('mints an id_token for the chosen account that One Tap submit signs in with', async () => {
    const { provider } = makeProvider({ groups: { one_tap: { google_client_id: CLIENT_ID } } });
    const minted = await post(
      provider,
      '/gsi/credential',
      { client_id: CLIENT_ID, email: 'ace@court-login.local' },
      { authorization: null },
    );
    expect(minted.status).toBe(200);
    const claims = JSON.parse(Buffer.from(minted.body.credential.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      aud: CLIENT_ID,
      email: 'ace@court-login.local',
      given_name: 'Ace',
      family_name: 'Server',
      iss: 'https://accounts.google.com',
    });
    const start = await send(
      provider,
      'GET',
      `/v1/public/oauth/google/onetap/start?public_token=${provider.settings.public_token}`,
      undefined,
      { authorization: null },
    );
    const submit = await send(provider, 'POST', `/v1/oauth/callback/${start.body.oauth_callback_id}`, undefined, {
      authorization: null,
      headers: { 'x-stytch-oauth-type': 'google-one-tap', 'Content-Type': 'text/plain', Cookie: 'g_csrf_token=c5rf' },
      rawBody: JSON.stringify({
        id_token: minted.body.credential,
        stytch_csrf_token: 'c5rf',
        code_challenge: pkcePair().code_challenge,
      }),
    });
    expect(submit.status).toBe(200);
    expect(new URL(submit.body.redirect_url).searchParams.get('stytch_token_type')).toBe('oauth');
  });

  it('refuses another client id and a malformed email', async () => {
    const { provider } = makeProvider({ groups: { one_tap: { google_client_id: CLIENT_ID } } });
    const other = await post(
      provider,
      '/gsi/credential',
      { client_id: 'someone-else', email: 'ace@court-login.local' },
      { authorization: null },
    );
    expect([other.status, other.body.error_type]).toEqual([400, 'invalid_client']);
    const bad = await post(
      provider,
      '/gsi/credential',
      { client_id: CLIENT_ID, email: 'not an email' },
      { authorization: null },
    );
    expect([bad.status, bad.body.error_type]).toEqual([400, 'invalid_email']);
  });
});

describe('captcha mode', () => {
  const sendCode = (provider: ReturnType<typeof makeProvider>['provider'], extra: Record<string, unknown> = {}) =>
    post(provider, '/sdk/v1/otps/email/login_or_create', {
      email: 'serve@court-login.local',
      expiration_minutes: 5,
      ...extra,
    });

  it('is off by default: calls go through without a token, and no token is issued', async () => {
    const { provider } = makeProvider();
    expect((await sendCode(provider)).status).toBe(200);
    const token = await post(
      provider,
      '/recaptcha/token',
      { site_key: SITE_KEY, action: 'LOGIN' },
      { authorization: null },
    );
    expect(token.body.error_type).toBe('captcha_not_enabled');
  });

  it('refuses a call without a token (captcha_required) or with a bad one (captcha_failed), accepts an issued one', async () => {
    const { provider, clock } = makeProvider(captchaMode);
    const missing = await sendCode(provider);
    expect([missing.status, missing.body.error_type]).toEqual([400, 'captcha_required']);
    const forged = await sendCode(provider, {
      captcha_token: signJwt({ kind: 'captcha', site_key: SITE_KEY, action: 'LOGIN', exp: 9e9 }, 'not-the-secret'),
    });
    expect([forged.status, forged.body.error_type]).toEqual([401, 'captcha_failed']);
    const issued = await post(
      provider,
      '/recaptcha/token',
      { site_key: SITE_KEY, action: 'LOGIN' },
      { authorization: null },
    );
    expect((await sendCode(provider, { captcha_token: issued.body.token })).status).toBe(200);
    const unused = await post(
      provider,
      '/recaptcha/token',
      { site_key: SITE_KEY, action: 'LOGIN' },
      { authorization: null },
    );
    clock.advance(3);
    const expired = await sendCode(provider, { captcha_token: unused.body.token });
    expect(expired.body.error_type).toBe('captcha_failed');
  });

  it('accepts each captcha token once, also when it is sent three times at once', async () => {
    const { provider } = makeProvider(captchaMode);
    const issued = await post(
      provider,
      '/recaptcha/token',
      { site_key: SITE_KEY, action: 'LOGIN' },
      { authorization: null },
    );
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        post(provider, '/sdk/v1/otps/email/login_or_create', {
          email: `${name}@court-login.local`,
          captcha_token: issued.body.token,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
    const refused = answers.find((answer) => answer.status === 401)!;
    expect(refused.body.error_type).toBe('captcha_failed');
    expect(refused.body.error_message).toMatch(/used already/);
  });

  it('issues tokens only for the site key and action LOGIN, and serves the stand-in script', async () => {
    const { provider } = makeProvider(captchaMode);
    const wrongKey = await post(
      provider,
      '/recaptcha/token',
      { site_key: 'other', action: 'LOGIN' },
      { authorization: null },
    );
    expect(wrongKey.body.error_type).toBe('invalid_site_key');
    const wrongAction = await post(
      provider,
      '/recaptcha/token',
      { site_key: SITE_KEY, action: 'SIGNUP' },
      { authorization: null },
    );
    expect(wrongAction.body.error_type).toBe('invalid_captcha_action');
    const script = await send(provider, 'GET', `/recaptcha/enterprise.js?render=${SITE_KEY}`, undefined, {
      origin: null,
      authorization: null,
    });
    expect(script.text).toContain('grecaptcha.enterprise = {');
    expect(script.text).toContain(`"siteKey":"${SITE_KEY}"`);
  });
});

describe('fault switch error_type', () => {
  it('answers the given error_type with the status, and needs a status', async () => {
    const { provider } = makeProvider();
    const added = await post(provider, '/_dev/faults', {
      path: '/v1/public/oauth/google/onetap/start',
      status: 400,
      error_type: 'default_provider_not_allowed',
    });
    expect(added.status).toBe(200);
    const start = await send(
      provider,
      'GET',
      `/v1/public/oauth/google/onetap/start?public_token=${provider.settings.public_token}`,
    );
    expect([start.status, start.body.error_type]).toEqual([400, 'default_provider_not_allowed']);
    const refused = await post(provider, '/_dev/faults', { path: '/x', delay_ms: 5, error_type: 'nope' });
    expect(refused.body.error_type).toBe('invalid_fault');
  });
});
