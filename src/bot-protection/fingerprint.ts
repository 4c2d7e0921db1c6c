// The hosted provider's device-fingerprint script (docs/provider-api.md#bot-protection, "DFP"): `telemetry.js` from its
// CDN defines `window.GetTelemetryID(publicToken, submitUrl)`, which fingerprints the browser, submits
// the fingerprint to the provider's telemetry backend and resolves with an id that protected calls
// send as `dfp_telemetry_id`. Both URLs are configuration: the hosted provider's by default, the
// local provider's stand-in (`{provider}/dfp/telemetry.js`, `{provider}/dfp/submit`) offline.
import { withinTime } from '../lib/within-time.ts';
import { loadScript } from '../platform/script.ts';

export const FINGERPRINT_SCRIPT = 'https://elements.stytch.com/telemetry.js';
export const FINGERPRINT_SUBMIT = 'https://telemetry.stytch.com/submit';

/** How long the script may take to give an id once it is loaded. */
export const FINGERPRINT_ANSWER_MS = 15_000;

/** Longer ids are not sent: the provider bounds the field as well. */
const MAX_TELEMETRY_ID = 8192;

type GetTelemetryId = (publicToken: string, submitUrl: string) => Promise<unknown>;

/** A fresh telemetry id; rejects with the reason when the script or the id fails. */
export async function telemetryId(
  publicToken: string,
  script = FINGERPRINT_SCRIPT,
  submit = FINGERPRINT_SUBMIT,
): Promise<string> {
  await loadScript(script);
  const get = (window as { GetTelemetryID?: GetTelemetryId }).GetTelemetryID;
  if (typeof get !== 'function') throw new Error(`the script ${script} did not define GetTelemetryID`);
  const id = await withinTime(
    Promise.resolve().then(() => get(publicToken, submit)),
    FINGERPRINT_ANSWER_MS,
    `the device check gave no answer within ${FINGERPRINT_ANSWER_MS / 1000} s`,
  );
  if (typeof id !== 'string' || id === '') throw new Error('the device check gave no telemetry id');
  if (id.length > MAX_TELEMETRY_ID)
    throw new Error(`the device check gave a telemetry id longer than ${MAX_TELEMETRY_ID} characters`);
  return id;
}
