// The bot checks of every body that accepts `captcha_token` (docs/provider-api.md#bot-protection), as the hosted
// provider makes them:
// - fingerprinting off: captcha mode alone (captcha.ts);
// - fingerprinting on, for bodies that accept `dfp_telemetry_id`: a valid telemetry id is required
//   (fingerprint.ts); in OBSERVATION mode (the default) a captcha token too when captcha is on, as the
//   SDK sends both; in DECISIONING mode a captcha only when the verdict asks for one. The verdict is
//   the `groups.dfp.require_captcha` setting: when true, such a call without a captcha token is
//   answered with the hosted provider's plain-text "Captcha required" (which makes the SDK run the
//   captcha and send the call again), and its token is then checked as in captcha mode.
import { checkCaptcha } from './captcha.ts';
import { checkTelemetryId, fingerprintingEnabled } from './fingerprint.ts';
import type { ProviderCore } from '../provider-core.ts';

/** The hosted provider's answer asking for a captcha: plain text, not the JSON error envelope. */
export class CaptchaChallenge extends Error {
  readonly status = 403;
  constructor() {
    super('Captcha required');
  }

  response(): Response {
    return new Response(this.message, {
      status: this.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}

/** `settings.groups.dfp` is absent or `{ "require_captcha": boolean }`. */
export function checkDfpSettings(value: unknown): string | null {
  if (value === undefined) return null;
  const fine =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).every((key) => key === 'require_captcha') &&
    typeof (value as { require_captcha?: unknown }).require_captcha === 'boolean';
  return fine ? null : 'settings "groups.dfp" must be {"require_captcha": true or false}';
}

function requiresCaptcha(provider: ProviderCore): boolean {
  return (provider.settings.groups.dfp as { require_captcha?: boolean } | undefined)?.require_captcha === true;
}

/** Checks the bot fields of a body whose spec accepts `captcha_token` (and maybe `dfp_telemetry_id`). */
export function checkBotFields(
  provider: ProviderCore,
  body: { captcha_token?: unknown; dfp_telemetry_id?: unknown },
  fingerprinted: boolean,
): void {
  if (!fingerprintingEnabled(provider) || !fingerprinted) {
    checkCaptcha(provider, body.captcha_token);
    return;
  }
  checkTelemetryId(provider, body.dfp_telemetry_id);
  const mode = provider.settings.bootstrap.dfp_protected_auth_mode ?? 'OBSERVATION';
  if (requiresCaptcha(provider)) {
    if (body.captcha_token === undefined || body.captcha_token === '') throw new CaptchaChallenge();
    checkCaptcha(provider, body.captcha_token);
  } else if (mode === 'OBSERVATION' || body.captcha_token !== undefined) {
    checkCaptcha(provider, body.captcha_token);
  }
}
