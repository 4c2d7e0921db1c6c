import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOTSTRAP_DEFAULTS } from '../../../src/provider/bootstrap-defaults.ts';
import { ok } from '../../../src/lib/result.ts';
import type { Court } from '../../../src/session/types.ts';
import type { BootstrapData } from '../../../src/types/index.ts';
import { withCaptcha } from '../../../src/widget/captcha-court.ts';

const captchaToken = vi.fn();
vi.mock('../../../src/platform/captcha.ts', () => ({ captchaToken: (...args: unknown[]) => captchaToken(...args) }));

function fakeCourt() {
  const loginOrCreate = vi.fn(async (_body: unknown) => ok({ method_id: 'email-1' }));
  const start = vi.fn();
  const court = { client: { publicToken: 'p', otps: { email: { loginOrCreate } }, oneTap: { start } } } as unknown as Court;
  return { court, loginOrCreate, start };
}

const settings = (captcha: BootstrapData['captchaSettings']) => async () => ({ ...BOOTSTRAP_DEFAULTS, captchaSettings: captcha });

afterEach(() => captchaToken.mockReset());

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
    const wrapped = withCaptcha(court, settings({ enabled: true, siteKey: 'key' }), 'http://localhost:8788/recaptcha/enterprise.js');
    await wrapped.client.otps.email.loginOrCreate({ email: 'a@b.co' });
    await wrapped.client.otps.email.loginOrCreate({ email: 'a@b.co' });
    expect(captchaToken).toHaveBeenCalledWith('key', 'http://localhost:8788/recaptcha/enterprise.js');
    expect(loginOrCreate.mock.calls.map(([body]) => body)).toEqual([
      { email: 'a@b.co', captcha_token: 'token-1' }, { email: 'a@b.co', captcha_token: 'token-2' },
    ]);
    expect(court.client.otps.email.loginOrCreate).toBe(loginOrCreate);
  });

  it('a script that cannot load: the call is not sent, and the error says why', async () => {
    const { court, loginOrCreate } = fakeCourt();
    captchaToken.mockRejectedValueOnce(new Error('the script x could not be loaded'));
    const answer = await withCaptcha(court, settings({ enabled: true, siteKey: 'key' })).client.otps.email.loginOrCreate({ email: 'a@b.co' });
    expect(loginOrCreate).not.toHaveBeenCalled();
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.error.errorType).toBe('captcha_unavailable');
      expect(answer.error.providerMessage).toBe(
        'The security check (captcha) could not load: the script x could not be loaded. Sign-in was not attempted; reload the page to try again.',
      );
    }
  });
});
