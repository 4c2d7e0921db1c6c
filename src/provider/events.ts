// Widget telemetry (docs/provider-api.md#events): a bare JSON array, only a Content-Type header, no
// credentials; failures are swallowed. The queue batches events: every 800 ms, or at 15 at once.
import { systemClock, type Clock } from '../lib/clock.ts';
import type { Http } from './http.ts';
import { telemetryBlob, type TelemetryBlob, type TelemetryIds } from './telemetry.ts';
import type { TelemetryEvent } from './types.ts';

export const EVENT_FLUSH_INTERVAL_MS = 800;
export const EVENT_BATCH_SIZE = 15;

export function sendEvents(http: Http, publicToken: string, getIds: () => TelemetryIds) {
  return async (events: TelemetryEvent[]): Promise<void> => {
    if (events.length === 0) return;
    const body = events.map(({ telemetry, ...event }) => ({
      telemetry: telemetry ?? telemetryBlob(getIds()),
      event: { public_token: publicToken, ...event },
    }));
    try {
      await http.json('/sdk/v1/events', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      // Telemetry must never disturb sign-in.
    }
  };
}

export interface EventQueue {
  log(name: string, details?: Record<string, unknown>): void;
  /** Sends what is queued now. */
  flush(): Promise<void>;
  dispose(): void;
}

/** `stamp` gives each event its telemetry when it is logged, not when its batch is sent. */
export function createEventQueue(
  send: (events: TelemetryEvent[]) => Promise<void>,
  clock: Clock = systemClock,
  stamp?: () => TelemetryBlob,
): EventQueue {
  let queue: TelemetryEvent[] = [];
  let timer: unknown;

  async function flush(): Promise<void> {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    await send(batch).catch(() => undefined);
  }

  return {
    log(name, details = {}) {
      queue.push(stamp ? { telemetry: stamp(), event_name: name, details } : { event_name: name, details });
      if (queue.length >= EVENT_BATCH_SIZE) void flush();
      else if (timer === undefined) timer = clock.setTimeout(() => void flush(), EVENT_FLUSH_INTERVAL_MS);
    },
    flush,
    dispose() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      queue = [];
    },
  };
}
