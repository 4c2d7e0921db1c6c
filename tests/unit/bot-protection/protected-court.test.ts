import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOTSTRAP_DEFAULTS } from '../../../src/provider/bootstrap-defaults.ts';
import { err, ok } from '../../../src/lib/result.ts';
import type { ApiResult } from '../../../src/provider/types.ts';
import type { Court } from '../../../src/session/types.ts';
import type { BootstrapData } from '../../../src/types/index.ts';
import { withCaptcha } from '../../../src/bot-protection/protected-court.ts';

const captchaToken = vi.fn();
vi.mock('../../../src/bot-protection/captcha.ts', () => ({
  captchaToken: (...args: unknown[]) => captchaToken(...args),
}));
const telemetryId = vi.fn();
vi.mock('../../../src/bot-protection/fingerprint.ts', () => ({
  telemetryId: (...args: unknown[]) => telemetryId(...args),
}));

function fakeCourt() {
  const loginOrCreate = vi.fn(async (_body: unknown): Promise<ApiResult<unknown>> => ok({ method_id: 'email-1' }));
  const start = vi.fn();
  const court = {
    client: { publicToken: 'p', otps: { email: { loginOrCreate } }, oneTap: { start } },
  } as unknown as Court;
  return { court, loginOrCreate, start };
}

const settings = (captcha: BootstrapData['captchaSettings']) => async () => ({
  ...BOOTSTRAP_DEFAULTS,
  captchaSettings: captcha,
});

afterEach(() => {
  captchaToken.mockReset();
  telemetryId.mockReset();
});

const CAPTCHA_REQUIRED = err({
  kind: 'http' as const,
  status: 403,
  errorType: 'captcha_required',
  message: 'The sign-in service asks for a captcha.',
});
const fingerprinting =
  (
    mode: BootstrapData['dfpProtectedAuthMode'],
    captcha: BootstrapData['captchaSettings'] = { enabled: true, siteKey: 'key' },
  ) =>
  async () => ({
    ...BOOTSTRAP_DEFAULTS,
    captchaSettings: captcha,
    dfpProtectedAuthEnabled: true,
    dfpProtectedAuthMode: mode,
  });
const SCRIPTS = {
  fingerprint: 'http://localhost:8788/dfp/telemetry.js',
  fingerprintSubmit: 'http://localhost:8788/dfp/submit',
};

describe('withCaptcha', () => {
  it('captcha disabled: the call goes as it is and no token is asked for', async () => {
    const { court, loginOrCreate } = fakeCourt();
    await withCaptcha(court, settings({ enabled: false })).client.otps.email.loginOrCreate({ email: 'a@b.co' });
    expect(loginOrCreate).toHaveBeenCalledWith({ email: 'a@b.co' });
    expect(captchaToken).not.toHaveBeenCalled();
  });

  it('captcha enabled: a fresh token with the site key and the configured script is added to each call', async () => {
    const { court, loginOrCreate } = fakeCourt();
    captchaToken.mockResolvedValueOnce('token-1').mockResolvedValueOnce('token-2');
    const wrapped = withCaptcha(court, settings({ enabled: true, siteKey: 'key' }), {
      captcha: 'http://localhost:8788/recaptcha/enterprise.js',
    });
    await wrapped.client.otps.email.loginOrCreate({ email: 'a@b.co' });
    await wrapped.client.otps.email.loginOrCreate({ email: 'a@b.co' });
    expect(captchaToken).toHaveBeenCalledWith('key', 'http://localhost:8788/recaptcha/enterprise.js');
    expect(loginOrCreate.mock.calls.map(([body]) => body)).toEqual([
      { email: 'a@b.co', captcha_token: 'token-1' },
      { email: 'a@b.co', captcha_token: 'token-2' },
    ]);
    expect(court.client.otps.email.loginOrCreate).toBe(loginOrCreate);
  });

  it('a script that cannot load: the call is not sent, and the error says why', async () => {
    const { court, loginOrCreate } = fakeCourt();
    captchaToken.mockRejectedValueOnce(new Error('the script x could not be loaded'));
    const answer = await withCaptcha(
      court,
      settings({ enabled: true, siteKey: 'key' }),
    ).client.otps.email.loginOrCreate({ email: 'a@b.co' });
    expect(loginOrCreate).not.toHaveBeenCalled();
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.error.errorType).toBe('captcha_unavailable');
      expect(answer.error.providerMessage).toBe(
        'The security check (captcha) could not load: the script x could not be loaded. Sign-in was not attempted; reload the page to try again.',
      );
    }
  });

  it('fingerprinting in DECISIONING mode: each call carries a fresh telemetry id from the configured script, no captcha', async () => {
    const { court, loginOrCreate } = fakeCourt();
    telemetryId.mockResolvedValueOnce('dfp-1').mockResolvedValueOnce('dfp-2');
    const wrapped = withCaptcha(court, fingerprinting('DECISIONING'), SCRIPTS);
    await wrapped.client.otps.email.loginOrCreate({ email: 'a@b.co' });
    await wrapped.client.otps.email.loginOrCreate({ email: 'a@b.co' });
    expect(telemetryId).toHaveBeenCalledWith('p', SCRIPTS.fingerprint, SCRIPTS.fingerprintSubmit);
    expect(captchaToken).not.toHaveBeenCalled();
    expect(loginOrCreate.mock.calls.map(([body]) => body)).toEqual([
      { email: 'a@b.co', dfp_telemetry_id: 'dfp-1' },
      { email: 'a@b.co', dfp_telemetry_id: 'dfp-2' },
    ]);
  });

  it('fingerprinting in OBSERVATION mode (also when no mode is given): the id and a captcha token', async () => {
    for (const mode of ['OBSERVATION', undefined] as const) {
      const { court, loginOrCreate } = fakeCourt();
      telemetryId.mockResolvedValueOnce('dfp-1');
      captchaToken.mockResolvedValueOnce('token-1');
      await withCaptcha(court, fingerprinting(mode), SCRIPTS).client.otps.email.loginOrCreate({ email: 'a@b.co' });
      expect(loginOrCreate.mock.calls.map(([body]) => body)).toEqual([
        { email: 'a@b.co', dfp_telemetry_id: 'dfp-1', captcha_token: 'token-1' },
      ]);
    }
  });

  it('"captcha required": the captcha runs and the call is sent once more with a fresh id, not a third time', async () => {
    const { court, loginOrCreate } = fakeCourt();
    loginOrCreate.mockResolvedValueOnce(CAPTCHA_REQUIRED).mockResolvedValueOnce(CAPTCHA_REQUIRED);
    telemetryId.mockResolvedValueOnce('dfp-1').mockResolvedValueOnce('dfp-2');
    captchaToken.mockResolvedValueOnce('token-1');
    const answer = await withCaptcha(court, fingerprinting('DECISIONING'), SCRIPTS).client.otps.email.loginOrCreate({
      email: 'a@b.co',
    });
    expect(loginOrCreate.mock.calls.map(([body]) => body)).toEqual([
      { email: 'a@b.co', dfp_telemetry_id: 'dfp-1' },
      { email: 'a@b.co', dfp_telemetry_id: 'dfp-2', captcha_token: 'token-1' },
    ]);
    expect(answer).toEqual(CAPTCHA_REQUIRED);
  });

  it('"captcha required" without fingerprinting is shown as it is, with no second call', async () => {
    const { court, loginOrCreate } = fakeCourt();
    loginOrCreate.mockResolvedValueOnce(CAPTCHA_REQUIRED);
    captchaToken.mockResolvedValueOnce('token-1');
    const answer = await withCaptcha(
      court,
      settings({ enabled: true, siteKey: 'key' }),
    ).client.otps.email.loginOrCreate({ email: 'a@b.co' });
    expect(loginOrCreate).toHaveBeenCalledTimes(1);
    expect(answer).toEqual(CAPTCHA_REQUIRED);
  });

  it('a fingerprint script that cannot load: the call is not sent, and the error says why', async () => {
    const { court, loginOrCreate } = fakeCourt();
    telemetryId.mockRejectedValueOnce(new Error('the script x could not be loaded'));
    const answer = await withCaptcha(court, fingerprinting('DECISIONING')).client.otps.email.loginOrCreate({
      email: 'a@b.co',
    });
    expect(loginOrCreate).not.toHaveBeenCalled();
    expect(answer.ok ? undefined : answer.error.providerMessage).toBe(
      'The security check (device check) could not load: the script x could not be loaded. Sign-in was not attempted; reload the page to try again.',
    );
  });
});
