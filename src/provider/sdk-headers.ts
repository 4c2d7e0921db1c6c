// The headers of every `{SDK}` call (docs/provider-api.md#headers): the Court's client sends them
// (http.ts), and so does court-login.js for the project settings it asks for before the Court has
// come (early-answers.ts).
import { utf8ToBase64 } from '../lib/base64.ts';
import { telemetryHeader, type TelemetryIds } from './telemetry.ts';

/** `secret`: the session token when there is one, else the public token again. */
export function sdkHeaders(publicToken: string, secret: string, ids: TelemetryIds): Record<string, string> {
  const headers: Record<string, string> = {
    Authorization: `Basic ${utf8ToBase64(`${publicToken}:${secret}`)}`,
    'Content-Type': 'application/json',
    'X-SDK-Client': telemetryHeader(ids),
  };
  const origin = globalThis.location?.origin;
  if (origin && origin !== 'null') headers['X-SDK-Parent-Host'] = origin;
  return headers;
}
