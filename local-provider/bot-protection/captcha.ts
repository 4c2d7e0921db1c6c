// Captcha mode (settings.bootstrap.captcha_settings.enabled): calls that accept `captcha_token`
// (docs/provider-api.md#bot-protection) are refused without a token this provider issued through its stand-in of
// reCAPTCHA Enterprise (POST /recaptcha/token). Tokens are HS256 JWTs signed with the project
// secret, for the site key and action LOGIN, valid two minutes, and each is accepted once (its `jti`
// is remembered until it expires), also when sent twice at the same moment.
import { randomBytes } from 'node:crypto';
import { badRequest, unauthorized } from '../http/responses.ts';
import { signJwt, verifyJwt } from '../domain/jwt.ts';
import type { ProviderCore } from '../provider-core.ts';

export const CAPTCHA_TOKEN_SECONDS = 120;
export const CAPTCHA_ACTION = 'LOGIN';

export function captchaSiteKey(provider: ProviderCore): string | null {
  const settings = provider.settings.bootstrap.captcha_settings;
  return settings.enabled ? settings.siteKey : null;
}

export function issueCaptchaToken(provider: ProviderCore, siteKey: string, action: string): string {
  const expected = captchaSiteKey(provider);
  if (!expected) throw badRequest('captcha_not_enabled', 'Captcha is not enabled for this project.');
  if (siteKey !== expected)
    throw badRequest('invalid_site_key', "The site key is not this project's captcha site key.");
  if (action !== CAPTCHA_ACTION)
    throw badRequest('invalid_captcha_action', `The captcha action must be ${CAPTCHA_ACTION}.`);
  const now = Math.floor(provider.now() / 1000);
  const jti = randomBytes(16).toString('hex');
  return signJwt(
    { kind: 'captcha', site_key: siteKey, action, jti, iat: now, exp: now + CAPTCHA_TOKEN_SECONDS },
    provider.settings.secret,
  );
}

/** In captcha mode, refuses a body without a valid token, as the hosted provider does. */
export function checkCaptcha(provider: ProviderCore, token: unknown): void {
  const siteKey = captchaSiteKey(provider);
  if (!siteKey) return;
  if (typeof token !== 'string' || token === '') {
    throw badRequest('captcha_required', 'This project requires a captcha token (captcha_token) on this request.');
  }
  const claims = verifyJwt(token, provider.settings.secret);
  const now = provider.now() / 1000;
  if (
    !claims ||
    claims.kind !== 'captcha' ||
    claims.site_key !== siteKey ||
    claims.action !== CAPTCHA_ACTION ||
    typeof claims.exp !== 'number' ||
    claims.exp <= now ||
    typeof claims.jti !== 'string'
  ) {
    throw unauthorized('captcha_failed', 'The captcha token is not valid or has expired.');
  }
  const used = provider.usedCaptchaTokens;
  for (const [jti, expires] of used) if (expires <= now) used.delete(jti);
  if (used.has(claims.jti))
    throw unauthorized('captcha_failed', 'The captcha token has been used already; each one works once.');
  used.set(claims.jti, claims.exp);
}
