// @vitest-environment node
// The local provider's device fingerprinting (bootstrap dfp_protected_auth_enabled / _mode): the
// fingerprint script's stand-in, the telemetry ids it submits for, the protected calls that need one,
// and the "Captcha required" answer that groups.dfp.require_captcha turns on.
import { describe, expect, it } from 'vitest';
import { signJwt } from '../../local-provider/domain/jwt.ts';
import { createProvider } from '../../local-provider/http/app.ts';
import { makeProvider, post, send } from './helpers.ts';

const SITE_KEY = 'site-key-court-login-local';
type Provider = ReturnType<typeof makeProvider>['provider'];

const fingerprinting = (mode: 'OBSERVATION' | 'DECISIONING' | null, requireCaptcha?: boolean, captcha = true) => ({
  bootstrap: {
    dfp_protected_auth_enabled: true,
    dfp_protected_auth_mode: mode,
    captcha_settings: captcha ? { enabled: true as const, siteKey: SITE_KEY } : { enabled: false as const },
  },
  ...(requireCaptcha === undefined ? {} : { groups: { dfp: { require_captcha: requireCaptcha } } }),
});

const telemetryId = async (provider: Provider) =>
  (await post(provider, '/dfp/submit', { public_token: provider.settings.public_token }, { authorization: null })).body
    .telemetry_id as string;
const captchaToken = async (provider: Provider) =>
  (await post(provider, '/recaptcha/token', { site_key: SITE_KEY, action: 'LOGIN' }, { authorization: null })).body
    .token as string;
const sendCode = (provider: Provider, extra: Record<string, unknown> = {}) =>
  post(provider, '/sdk/v1/otps/email/login_or_create', {
    email: 'serve@court-login.local',
    expiration_minutes: 5,
    ...extra,
  });

describe('device fingerprinting', () => {
  it('is off by default: no telemetry id is issued, calls need none', async () => {
    const { provider } = makeProvider();
    const submit = await post(
      provider,
      '/dfp/submit',
      { public_token: provider.settings.public_token },
      { authorization: null },
    );
    expect(submit.body.error_type).toBe('dfp_not_enabled');
    expect((await sendCode(provider)).status).toBe(200);
  });

  it('serves the fingerprint script stand-in, which defines GetTelemetryID', async () => {
    const { provider } = makeProvider(fingerprinting('DECISIONING'));
    const script = await send(provider, 'GET', '/dfp/telemetry.js', undefined, { origin: null, authorization: null });
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.text).toContain('window.GetTelemetryID = async function GetTelemetryID(publicToken, submitUrl)');
  });

  it('DECISIONING: a protected call needs a telemetry id it issued, still fresh; no captcha token', async () => {
    const { provider, clock } = makeProvider(fingerprinting('DECISIONING'));
    const missing = await sendCode(provider);
    expect([missing.status, missing.body.error_type]).toEqual([400, 'dfp_telemetry_id_required']);
    const forged = await sendCode(provider, {
      dfp_telemetry_id: signJwt(
        { kind: 'dfp', public_token: provider.settings.public_token, exp: 9e9 },
        'not-the-secret',
      ),
    });
    expect([forged.status, forged.body.error_type]).toEqual([401, 'invalid_dfp_telemetry_id']);
    expect((await sendCode(provider, { dfp_telemetry_id: await telemetryId(provider) })).status).toBe(200);
    const old = await telemetryId(provider);
    clock.advance(3);
    expect((await sendCode(provider, { dfp_telemetry_id: old })).body.error_type).toBe('invalid_dfp_telemetry_id');
    const wrongToken = await post(
      provider,
      '/dfp/submit',
      { public_token: 'public-token-test-other' },
      { authorization: null },
    );
    expect(wrongToken.body.error_type).toBe('public_token_not_found');
  });

  it('OBSERVATION (also when no mode is set): the telemetry id and, with captcha on, a captcha token', async () => {
    for (const mode of ['OBSERVATION', null] as const) {
      const { provider } = makeProvider(fingerprinting(mode));
      const idOnly = await sendCode(provider, { dfp_telemetry_id: await telemetryId(provider) });
      expect(idOnly.body.error_type).toBe('captcha_required');
      expect(
        (
          await sendCode(provider, {
            dfp_telemetry_id: await telemetryId(provider),
            captcha_token: await captchaToken(provider),
          })
        ).status,
      ).toBe(200);
    }
  });

  it('require_captcha: "Captcha required" in plain text until a valid captcha token comes with the id', async () => {
    const { provider } = makeProvider(fingerprinting('DECISIONING', true));
    const challenged = await sendCode(provider, { dfp_telemetry_id: await telemetryId(provider) });
    expect(challenged.status).toBe(403);
    expect(challenged.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(challenged.text).toBe('Captcha required');
    const bad = await sendCode(provider, {
      dfp_telemetry_id: await telemetryId(provider),
      captcha_token: 'stand-in-invalid-captcha-token',
    });
    expect(bad.body.error_type).toBe('captcha_failed');
    expect(
      (
        await sendCode(provider, {
          dfp_telemetry_id: await telemetryId(provider),
          captcha_token: await captchaToken(provider),
        })
      ).status,
    ).toBe(200);
  });

  it('the wallet challenge carries no telemetry id: only captcha mode applies to it', async () => {
    const { provider } = makeProvider(fingerprinting('DECISIONING', true, false));
    const start = await post(provider, '/sdk/v1/crypto_wallets/authenticate/start/primary', {
      crypto_wallet_address: '0x1111111111111111111111111111111111111111',
      crypto_wallet_type: 'ethereum',
    });
    expect([start.status, start.body?.error_message]).toEqual([200, undefined]);
  });

  it('refuses a malformed groups.dfp setting at start', () => {
    expect(() => createProvider({ groups: { dfp: { require_captcha: 'yes' } } })).toThrow(
      'settings "groups.dfp" must be {"require_captcha": true or false}',
    );
  });
});
