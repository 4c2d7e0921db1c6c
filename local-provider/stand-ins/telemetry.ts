// Stand-in of the hosted provider's device-fingerprint script (https://elements.stytch.com/telemetry.js),
// served by the local provider at /dfp/telemetry.js. It offers what the SDKs use:
// window.GetTelemetryID(publicToken, submitUrl), which submits to submitUrl (the provider's
// POST /dfp/submit) and resolves with the telemetry id the provider issued. It fingerprints nothing:
// the id stands for the browser's findings.
// STAND_IN is put in by the provider (no settings so far). The browser code is a string, served as is.
export const TELEMETRY_SOURCE = String.raw`(function installStandIn(config) {
  'use strict';
  window.GetTelemetryID = async function GetTelemetryID(publicToken, submitUrl) {
    const response = await fetch(submitUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ public_token: publicToken }),
    });
    const body = await response.json();
    if (!response.ok) throw new Error(body.error_message || 'No telemetry id was issued.');
    return body.telemetry_id;
  };
  window.GetTelemetryID.__standIn = config;
})(STAND_IN);
`;
