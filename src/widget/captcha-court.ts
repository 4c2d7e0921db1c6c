// Captcha (SPEC §3 captcha_settings; provider-api §1.7): when bootstrap enables it, every call that
// accepts `captcha_token` first gets a fresh token for action LOGIN from the captcha provider's
// script (loaded with the site key) and sends it. When it is disabled nothing loads. A script that
// cannot load fails the call with a clear message, and the call is not sent without a token.
import type { ApiResult, ClientError, CourtClient } from '../provider/types.ts';
import type { Court } from '../session/types.ts';
import type { BootstrapData } from '../types/index.ts';
import { err } from '../lib/result.ts';

/** The client calls that carry `captcha_token` (provider-api §1.7). */
const CAPTCHA_CALLS = [
  'otps.email.loginOrCreate', 'otps.sms.loginOrCreate', 'otps.whatsapp.loginOrCreate', 'otps.authenticate',
  'magicLinks.email.loginOrCreate',
  'passwords.create', 'passwords.authenticate', 'passwords.resetByEmailStart', 'passwords.resetByEmail',
  'users.search', 'webauthn.authenticate', 'cryptoWallets.authenticateStart', 'cryptoWallets.authenticate',
] as const;

export const CAPTCHA_UNAVAILABLE = 'captcha_unavailable';

type Call = (body: Record<string, unknown>, ...rest: unknown[]) => Promise<ApiResult<unknown>>;

export function captchaUnavailable(reason: string): ClientError {
  const message = `The security check (captcha) could not load: ${reason}. Sign-in was not attempted; reload the page to try again.`;
  return { kind: 'http', status: 0, errorType: CAPTCHA_UNAVAILABLE, message, providerMessage: message };
}

/** The Court whose client adds a captcha token to the calls that take one, when bootstrap enables captcha. */
export function withCaptcha(court: Court, bootstrap: () => Promise<BootstrapData>, scriptUrl?: string): Court {
  const client = copyGroups(court.client);
  for (const path of CAPTCHA_CALLS) {
    const keys = path.split('.');
    const owner = keys.slice(0, -1).reduce<Record<string, unknown> | undefined>((node, key) => node?.[key] as Record<string, unknown> | undefined, client);
    const name = keys[keys.length - 1]!;
    const call = owner?.[name] as Call | undefined;
    if (!owner || typeof call !== 'function') continue;
    owner[name] = async (body: Record<string, unknown>, ...rest: unknown[]) => {
      const settings = (await bootstrap()).captchaSettings;
      if (!settings.enabled) return call(body, ...rest);
      let token: string;
      try {
        const { captchaToken } = await import('../platform/captcha.ts');
        token = await captchaToken(settings.siteKey, scriptUrl);
      } catch (error) {
        return err(captchaUnavailable(error instanceof Error ? error.message : String(error)));
      }
      return call({ ...body, captcha_token: token }, ...rest);
    };
  }
  return { ...court, client: client as unknown as CourtClient };
}

/** A copy of the client's groups (objects of functions), so the shared client is left untouched. */
function copyGroups(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [
    key, item && typeof item === 'object' && !Array.isArray(item) ? copyGroups(item) : item,
  ]));
}
