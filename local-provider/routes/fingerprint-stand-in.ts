// Offline stand-in of the hosted provider's device fingerprinting (docs/provider-api.md#bot-protection):
// - GET /dfp/telemetry.js: the fingerprint script (window.GetTelemetryID), ../stand-ins/telemetry.ts;
// - POST /dfp/submit: issues the telemetry id that protected calls carry (../bot-protection/fingerprint.ts).
// Its setting `groups.dfp.require_captcha` makes protected calls ask for a captcha (../bot-protection/bot-fields.ts).
import { checkDfpSettings } from '../bot-protection/bot-fields.ts';
import { issueTelemetryId } from '../bot-protection/fingerprint.ts';
import type { RouteGroup } from '../http/router.ts';
import { standInScript } from '../stand-ins/script-response.ts';
import { TELEMETRY_SOURCE } from '../stand-ins/telemetry.ts';

export const fingerprintStandInRoutes: RouteGroup = {
  name: 'dfp',
  checkSettings: checkDfpSettings,
  routes: [
    {
      method: 'GET',
      path: '/dfp/telemetry.js',
      access: 'open',
      handle: () => standInScript(TELEMETRY_SOURCE, {}),
    },
    {
      method: 'POST',
      path: '/dfp/submit',
      access: 'open',
      envelope: 'plain',
      async handle({ provider, body }) {
        const input = await body({ public_token: 'string' });
        return { telemetry_id: issueTelemetryId(provider, input.public_token) };
      },
    },
  ],
};
