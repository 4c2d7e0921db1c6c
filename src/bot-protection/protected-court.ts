// Bot protection as the hosted provider's SDK does it (docs/specification.md#data captcha_settings; docs/provider-api.md#bot-protection),
// decided by bootstrap at each call:
// - device fingerprinting off: calls that accept `captcha_token` first get a fresh token for action
//   LOGIN from the captcha script (when captcha is on) and send it;
// - fingerprinting on (`dfp_protected_auth_enabled`): the protected calls send `dfp_telemetry_id`
//   from the provider's fingerprint script, and in OBSERVATION mode (the default) a captcha token
//   too, in DECISIONING mode only the id. When the provider answers that a captcha is required (its
//   verdict on the fingerprint), the call runs the captcha and is sent once more with a fresh id.
// With both off nothing loads. A script that cannot load fails the call with a clear message, and
// the call is not sent without what the project asks for.
import type { ApiResult, ClientError, CourtClient } from '../provider/types.ts';
import type { Court } from '../session/types.ts';
import type { BootstrapData } from '../types/index.ts';
import { err, ok, type Result } from '../lib/result.ts';

/** The client calls that carry `captcha_token` (docs/provider-api.md#bot-protection). */
const CAPTCHA_CALLS = [
  'otps.email.loginOrCreate',
  'otps.sms.loginOrCreate',
  'otps.whatsapp.loginOrCreate',
  'otps.authenticate',
  'magicLinks.email.loginOrCreate',
  'passwords.create',
  'passwords.authenticate',
  'passwords.resetByEmailStart',
  'passwords.resetByEmail',
  'users.search',
  'webauthn.authenticate',
  'cryptoWallets.authenticateStart',
  'cryptoWallets.authenticate',
] as const;

/** The one of them that never carries `dfp_telemetry_id`: the wallet's challenge. */
const CAPTCHA_ONLY: ReadonlySet<string> = new Set(['cryptoWallets.authenticateStart']);

export const CAPTCHA_UNAVAILABLE = 'captcha_unavailable';
export const FINGERPRINT_UNAVAILABLE = 'fingerprint_unavailable';

/** Where the captcha and fingerprint scripts load from (config `scriptUrls`); absent: the hosted ones. */
export interface BotCheckScripts {
  captcha?: string;
  fingerprint?: string;
  fingerprintSubmit?: string;
}

type Call = (body: Record<string, unknown>, ...rest: unknown[]) => Promise<ApiResult<unknown>>;
type BotFields = { captcha_token?: string; dfp_telemetry_id?: string };

export function captchaUnavailable(reason: string): ClientError {
  const message = `The security check (captcha) could not load: ${reason}. Sign-in was not attempted; reload the page to try again.`;
  return { kind: 'http', status: 0, errorType: CAPTCHA_UNAVAILABLE, message, providerMessage: message };
}

export function fingerprintUnavailable(reason: string): ClientError {
  const message = `The security check (device check) could not load: ${reason}. Sign-in was not attempted; reload the page to try again.`;
  return { kind: 'http', status: 0, errorType: FINGERPRINT_UNAVAILABLE, message, providerMessage: message };
}

/** The Court whose client adds what bootstrap's bot protection asks for to the calls that take it. */
export function withCaptcha(
  court: Court,
  bootstrap: () => Promise<BootstrapData>,
  scripts: BotCheckScripts = {},
): Court {
  const client = copyGroups(court.client);
  const publicToken = court.client.publicToken;
  for (const path of CAPTCHA_CALLS) {
    const keys = path.split('.');
    const owner = keys
      .slice(0, -1)
      .reduce<Record<string, unknown> | undefined>(
        (node, key) => node?.[key] as Record<string, unknown> | undefined,
        client,
      );
    const name = keys[keys.length - 1]!;
    const call = owner?.[name] as Call | undefined;
    if (!owner || typeof call !== 'function') continue;
    owner[name] = async (body: Record<string, unknown>, ...rest: unknown[]) => {
      const settings = await bootstrap();
      const fingerprinted = settings.dfpProtectedAuthEnabled && !CAPTCHA_ONLY.has(path);
      if (!settings.captchaSettings.enabled && !fingerprinted) return call(body, ...rest);
      const observing = (settings.dfpProtectedAuthMode ?? 'OBSERVATION') === 'OBSERVATION';
      const first = await botFields(settings, publicToken, scripts, fingerprinted, !fingerprinted || observing);
      if (!first.ok) return err(first.error);
      const answer = await call({ ...body, ...first.value }, ...rest);
      if (answer.ok || !fingerprinted || answer.error.errorType !== 'captcha_required') return answer;
      // The provider wants a captcha after all: run it and send the call once more, with a fresh id.
      const retry = await botFields(settings, publicToken, scripts, true, true);
      if (!retry.ok) return err(retry.error);
      return call({ ...body, ...retry.value }, ...rest);
    };
  }
  return { ...court, client: client as unknown as CourtClient };
}

/** A fresh telemetry id and captcha token, as asked and as the project enables them. */
async function botFields(
  settings: BootstrapData,
  publicToken: string,
  scripts: BotCheckScripts,
  telemetry: boolean,
  captcha: boolean,
): Promise<Result<BotFields, ClientError>> {
  const fields: BotFields = {};
  if (telemetry) {
    try {
      const { telemetryId } = await import('./fingerprint.ts');
      fields.dfp_telemetry_id = await telemetryId(publicToken, scripts.fingerprint, scripts.fingerprintSubmit);
    } catch (error) {
      return err(fingerprintUnavailable(reasonOf(error)));
    }
  }
  const captchaSettings = settings.captchaSettings;
  if (captcha && captchaSettings.enabled) {
    try {
      const { captchaToken } = await import('./captcha.ts');
      fields.captcha_token = await captchaToken(captchaSettings.siteKey, scripts.captcha);
    } catch (error) {
      return err(captchaUnavailable(reasonOf(error)));
    }
  }
  return ok(fields);
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A copy of the client's groups (objects of functions), so the shared client is left untouched. */
function copyGroups(value: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      item && typeof item === 'object' && !Array.isArray(item) ? copyGroups(item) : item,
    ]),
  );
}
