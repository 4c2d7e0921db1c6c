// The captcha provider's script: reCAPTCHA Enterprise, as the hosted provider uses
// (docs/provider-api.md#bot-protection). The URL is configuration: Google's own by default, the local provider's stand-in
// (`{provider}/recaptcha/enterprise.js`) offline; the site key is added as `render`.
import { withinTime } from '../lib/within-time.ts';
import { loadScript } from '../platform/script.ts';

export const CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/enterprise.js';
export const CAPTCHA_ACTION = 'LOGIN';

interface Enterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export function captchaScriptUrl(siteKey: string, base = CAPTCHA_SCRIPT): string {
  const url = new URL(base);
  url.searchParams.set('render', siteKey);
  return url.toString();
}

/** A fresh token for action LOGIN; rejects with the reason when the script or the token fails. */
export async function captchaToken(siteKey: string, base?: string): Promise<string> {
  const url = captchaScriptUrl(siteKey, base);
  await loadScript(url);
  const enterprise = (window as { grecaptcha?: { enterprise?: Enterprise } }).grecaptcha?.enterprise;
  if (!enterprise || typeof enterprise.execute !== 'function')
    throw new Error(`the script ${url} did not define grecaptcha.enterprise`);
  // A script that loads but never answers (its frame blocked) must not leave the sign-in spinning.
  const token = await withinTime(
    new Promise<void>((resolve) => enterprise.ready(resolve)).then(() =>
      enterprise.execute(siteKey, { action: CAPTCHA_ACTION }),
    ),
    CAPTCHA_ANSWER_MS,
    `the captcha script gave no answer within ${CAPTCHA_ANSWER_MS / 1000} s`,
  );
  if (typeof token !== 'string' || token === '') throw new Error('the captcha script gave no token');
  return token;
}

/** How long the captcha script may take to give a token once it is loaded. */
export const CAPTCHA_ANSWER_MS = 15_000;
