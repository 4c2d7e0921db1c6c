// The telemetry blob sent in the X-SDK-Client header and with each event (docs/provider-api.md#telemetry-blob).
import { utf8ToBase64 } from '../lib/base64.ts';
import { uuidV4 } from '../lib/random.ts';

export const SDK_IDENTIFIER = 'court-login';
export const SDK_VERSION = '0.1.0';

export interface TelemetryIds {
  userId?: string;
  sessionId?: string;
}

export interface TelemetryBlob {
  event_id: string;
  app_session_id: string;
  persistent_id: string;
  client_sent_at: string;
  timezone: string;
  stytch_user_id?: string;
  stytch_session_id?: string;
  app: { identifier: string };
  sdk: { identifier: string; version: string };
}

/** Temporal's clock, where the engine has it (not yet in every engine, nor in TypeScript's libraries). */
interface TemporalNow {
  Now?: { timeZoneId?: () => unknown };
}

/**
 * The page's IANA time zone. Temporal reads it at no cost; `Intl.DateTimeFormat` first loads its
 * locale data, some 60 ms of a phone's CPU (×4) in the task that paints the first screen, before the
 * project settings' request (whose header carries this blob) may leave. A page's older Temporal
 * stand-in without `timeZoneId`, or one that fails, leaves it to the date format.
 */
function timezone(): string {
  try {
    const zone = (globalThis as { Temporal?: TemporalNow }).Temporal?.Now?.timeZoneId?.();
    if (typeof zone === 'string' && zone) return zone;
  } catch {
    // The date format below answers.
  }
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

export function telemetryBlob(ids: TelemetryIds, now: Date = new Date()): TelemetryBlob {
  return {
    event_id: `event-id-${uuidV4()}`,
    app_session_id: `app-session-id-${uuidV4()}`,
    persistent_id: `persistent-id-${uuidV4()}`,
    client_sent_at: now.toISOString(),
    timezone: timezone(),
    stytch_user_id: ids.userId,
    stytch_session_id: ids.sessionId,
    app: { identifier: globalThis.location?.hostname ?? '' },
    sdk: { identifier: SDK_IDENTIFIER, version: SDK_VERSION },
  };
}

export const telemetryHeader = (ids: TelemetryIds): string => utf8ToBase64(JSON.stringify(telemetryBlob(ids)));
