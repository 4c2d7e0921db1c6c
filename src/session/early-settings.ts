// The project settings (docs/provider-api.md#bootstrap) asked for by court-login.js as the element
// first mounts, before the Court's chunk has come: a press on a painted provider button needs them
// (PKCE, the start's host), and so does the painted phone form's send (whether the project guards
// sends with a captcha or device fingerprinting). They would otherwise wait for that chunk, then
// for their own preflight and request. Sent as the Court will send it, whose client then takes this
// answer rather than asking again (src/provider/early-answers.ts).
import { isRecord, parseJson } from '../lib/guards.ts';
import { cookiesNamed } from '../lib/cookie-count.ts';
import { resolveBaseUrl } from '../provider/base-url.ts';
import { bootstrapPath, readBootstrap } from '../provider/bootstrap.ts';
import { sendEarly, type RawAnswer } from '../provider/early-answers.ts';
import { sdkHeaders } from '../provider/sdk-headers.ts';
import type { BootstrapData } from '../types/index.ts';
import { resolveCookieOptions } from './cookie-options.ts';
import { courtKey, courtRegistry } from './court-key.ts';
import type { CourtOptions } from './types.ts';

/** The settings asked for early: undefined where none were asked for, and for a failure or a malformed answer. */
export type EarlySettings = Promise<BootstrapData | undefined> | undefined;

/** Whether the page has a cookie of that name: none where it may not read its cookies (a frame sandboxed without `allow-same-origin`). */
function hasCookie(name: string): boolean {
  try {
    return cookiesNamed(globalThis.document?.cookie ?? '', name) > 0;
  } catch {
    return false;
  }
}

/** The settings of a success; undefined for a failure or a malformed answer (then the Court's path decides). */
function settingsOf({ status, text }: RawAnswer): BootstrapData | undefined {
  const body = status <= 299 ? parseJson(text) : undefined;
  const read = isRecord(body) && isRecord(body.data) ? readBootstrap(body.data) : undefined;
  return read?.ok ? read.value : undefined;
}

/**
 * Whether court-login.js may send a request of the Court's now: not where the page has this Court
 * already (it has asked for the settings, and sends for itself), nor with a session cookie, whose
 * token the Court's requests carry instead of the public one (docs/provider-api.md#headers).
 */
export function mayAskEarly(options: CourtOptions): boolean {
  if (courtRegistry().has(courtKey(options))) return false;
  // The Court says what is wrong with the cookie options; here only the name counts.
  const { tokenName } = resolveCookieOptions(options.cookieOptions, () => {});
  return !hasCookie(tokenName);
}

/** The settings, requested now; undefined where they may not be (`mayAskEarly`). */
export function requestSettingsEarly(options: CourtOptions): EarlySettings {
  if (!mayAskEarly(options)) return undefined;
  const { publicToken } = options;
  const url = `${resolveBaseUrl(publicToken, options.providerUrl)}/sdk/v1${bootstrapPath(publicToken)}`;
  const headers = sdkHeaders(publicToken, publicToken, {});
  return sendEarly(url, { method: 'GET', headers }, options).then(settingsOf, () => undefined);
}
