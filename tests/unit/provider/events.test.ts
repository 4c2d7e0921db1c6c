import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../src/provider/client.ts';
import { createEventQueue } from '../../../src/provider/events.ts';
import type { TelemetryEvent } from '../../../src/provider/types.ts';
import { json, recordingFetch } from '../support/fake-fetch.ts';

const TOKEN = 'public-token-test-court-login-local';

describe('sendEvents (docs/provider-api.md#events)', () => {
  it('POSTs a bare array with only Content-Type and no credentials', async () => {
    const { fetch, requests } = recordingFetch(() => json({}));
    const client = createClient({
      publicToken: TOKEN,
      baseUrl: 'http://localhost:8788',
      fetch,
      getSessionToken: () => 'secret-session',
    });
    await client.sendEvents([
      { event_name: 'email_sent', details: { email: 'ace@court-login.local', type: 'login_or_create' } },
    ]);
    const [request] = requests;
    expect(request?.url).toBe('http://localhost:8788/sdk/v1/events');
    expect(request?.method).toBe('POST');
    expect(request?.headers).toEqual({ 'content-type': 'application/json' });
    expect(request?.credentials).toBe('omit');
    const body = JSON.parse(request?.body ?? '');
    expect(Array.isArray(body)).toBe(true);
    expect(body[0].event).toEqual({
      public_token: TOKEN,
      event_name: 'email_sent',
      details: { email: 'ace@court-login.local', type: 'login_or_create' },
    });
    expect(body[0].telemetry.sdk.identifier).toBe('court-login');
  });

  it('swallows failures', async () => {
    const { fetch } = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createClient({ publicToken: TOKEN, baseUrl: 'http://localhost:8788', fetch });
    await expect(client.sendEvents([{ event_name: 'render_login_screen' }])).resolves.toBeUndefined();
  });
});

describe('event queue', () => {
  let batches: TelemetryEvent[][];
  const send = async (events: TelemetryEvent[]) => {
    batches.push(events);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    batches = [];
  });
  afterEach(() => vi.useRealTimers());

  it('sends queued events together 800 ms after the first one', async () => {
    const queue = createEventQueue(send);
    queue.log('render_login_screen');
    await vi.advanceTimersByTimeAsync(500);
    queue.log('email_sent', { email: 'ace@court-login.local' });
    await vi.advanceTimersByTimeAsync(299);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([
      [
        { event_name: 'render_login_screen', details: {} },
        { event_name: 'email_sent', details: { email: 'ace@court-login.local' } },
      ],
    ]);
  });

  it('sends nothing while the queue is empty', async () => {
    createEventQueue(send);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(batches).toEqual([]);
  });

  it('sends at once when 15 events are queued', async () => {
    const queue = createEventQueue(send);
    for (let index = 0; index < 14; index += 1) queue.log(`event_${index}`);
    expect(batches).toHaveLength(0);
    queue.log('event_14');
    await Promise.resolve();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(15);
    queue.log('event_15');
    await vi.advanceTimersByTimeAsync(800);
    expect(batches.map((batch) => batch.length)).toEqual([15, 1]);
  });

  it('keeps working after a send fails', async () => {
    let calls = 0;
    const queue = createEventQueue(async (events) => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      batches.push(events);
    });
    queue.log('first');
    await vi.advanceTimersByTimeAsync(800);
    queue.log('second');
    await vi.advanceTimersByTimeAsync(800);
    expect(batches).toEqual([[{ event_name: 'second', details: {} }]]);
  });
});

describe('telemetry of each event', () => {
  it('is built when the event happens (time, user and session of that moment), not when the batch is sent', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') });
    try {
      const { fetch, requests } = recordingFetch(() => json({}));
      let ids: { userId?: string; sessionId?: string } = {};
      const client = createClient({
        publicToken: TOKEN,
        baseUrl: 'http://localhost:8788',
        fetch,
        getTelemetryIds: () => ids,
      });
      const queue = createEventQueue(client.sendEvents, undefined, client.telemetry);
      queue.log('render_login_screen');
      await vi.advanceTimersByTimeAsync(300);
      ids = { userId: 'user-test-1', sessionId: 'session-test-1' };
      queue.log('session_started');
      await vi.advanceTimersByTimeAsync(300);
      ids = {};
      queue.log('logged_out');
      await vi.advanceTimersByTimeAsync(800);
      const body = JSON.parse(requests[0]?.body ?? '[]') as Array<{
        telemetry: Record<string, unknown>;
        event: Record<string, unknown>;
      }>;
      expect(body.map((entry) => entry.event.event_name)).toEqual([
        'render_login_screen',
        'session_started',
        'logged_out',
      ]);
      expect(body.map((entry) => entry.telemetry.client_sent_at)).toEqual([
        '2026-11-22T08:00:00.000Z',
        '2026-11-22T08:00:00.300Z',
        '2026-11-22T08:00:00.600Z',
      ]);
      expect(body.map((entry) => entry.telemetry.stytch_user_id)).toEqual([undefined, 'user-test-1', undefined]);
      expect(body[1]!.telemetry.stytch_session_id).toBe('session-test-1');
      expect(body.every((entry) => !('telemetry' in entry.event))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
