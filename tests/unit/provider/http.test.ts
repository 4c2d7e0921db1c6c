import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../src/provider/client.ts';
import { json, recordingFetch, text } from '../support/fake-fetch.ts';
import { authResponse } from '../support/fixtures.ts';

const TOKEN = 'public-token-test-court-login-local';
const BASE = 'http://localhost:8788';

function clientAnswering(
  answer: Parameters<typeof recordingFetch>[0],
  extra: Partial<Parameters<typeof createClient>[0]> = {},
) {
  const { fetch, requests } = recordingFetch(answer);
  return { client: createClient({ publicToken: TOKEN, baseUrl: BASE, fetch, ...extra }), requests };
}

const decodeBasic = (header: string | undefined) => atob((header ?? '').replace(/^Basic /, ''));

afterEach(() => {
  vi.useRealTimers();
});

describe('request headers (docs/provider-api.md#headers)', () => {
  it('sends the public token twice when signed out, with JSON, telemetry and parent host', async () => {
    const { client, requests } = clientAnswering(() => json({ data: { request_id: 'r', status_code: 200 } }));
    await client.sessions.revoke();
    const [request] = requests;
    expect(request?.url).toBe(`${BASE}/sdk/v1/sessions/revoke`);
    expect(request?.method).toBe('POST');
    expect(decodeBasic(request?.headers.authorization)).toBe(`${TOKEN}:${TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-sdk-parent-host']).toBe(globalThis.location.origin);
    expect(request?.credentials).toBe('include');
    const blob = JSON.parse(atob(request?.headers['x-sdk-client'] ?? ''));
    expect(blob.sdk).toEqual({ identifier: 'court-login', version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    expect(blob.event_id).toMatch(/^event-id-[0-9a-f-]{36}$/);
    expect(blob.app_session_id).toMatch(/^app-session-id-/);
    expect(blob.persistent_id).toMatch(/^persistent-id-/);
    expect(blob.app.identifier).toBe(globalThis.location.hostname);
    expect(typeof blob.timezone).toBe('string');
    expect(Number.isNaN(Date.parse(blob.client_sent_at))).toBe(false);
  });

  it('uses the session token as the secret and names the user in telemetry when signed in', async () => {
    const { client, requests } = clientAnswering(() => json({ data: authResponse() }), {
      getSessionToken: () => 'session-token-abc',
      getTelemetryIds: () => ({ userId: 'user-test-1', sessionId: 'session-test-1' }),
    });
    await client.sessions.authenticate();
    const request = requests[0];
    expect(decodeBasic(request?.headers.authorization)).toBe(`${TOKEN}:session-token-abc`);
    expect(request?.body).toBe('{}');
    const blob = JSON.parse(atob(request?.headers['x-sdk-client'] ?? ''));
    expect(blob.stytch_user_id).toBe('user-test-1');
    expect(blob.stytch_session_id).toBe('session-test-1');
  });

  it('sends Content-Type on GET and a fresh event id on every call', async () => {
    const { client, requests } = clientAnswering(() => json({ data: { user_id: 'user-test-1', emails: [] } }));
    await client.users.me();
    await client.users.me();
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.body).toBeUndefined();
    expect(requests[0]?.headers['content-type']).toBe('application/json');
    const ids = requests.map((request) => JSON.parse(atob(request.headers['x-sdk-client'] ?? '')).event_id);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('leaves out fields whose value is undefined', async () => {
    const { client, requests } = clientAnswering(() => json({ data: authResponse() }));
    await client.oauth.authenticate({ token: 'oauth-token', session_duration_minutes: 60, code_verifier: undefined });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ token: 'oauth-token', session_duration_minutes: 60 });
  });
});

describe('answer classification (docs/provider-api.md#envelopes, #errors)', () => {
  it('returns only data on success', async () => {
    const { client } = clientAnswering(() =>
      json({ data: { request_id: 'r', status_code: 200, method_id: 'email-test-1' } }),
    );
    const result = await client.otps.email.loginOrCreate({ email: 'ace@court-login.local' });
    expect(result).toEqual({ ok: true, value: { request_id: 'r', status_code: 200, method_id: 'email-test-1' } });
  });

  it('maps a rejected fetch ("Failed to fetch") to network', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await client.sessions.revoke();
    expect(result).toEqual({ ok: false, error: { kind: 'network', message: expect.stringMatching(/reach/) } });
  });

  it('maps a connection dropped while reading the body to network', async () => {
    const { client } = clientAnswering(() => {
      const response = new Response('{"data":');
      Object.defineProperty(response, 'text', { value: () => Promise.reject(new TypeError('terminated')) });
      return response;
    });
    const result = await client.sessions.revoke();
    expect(!result.ok && result.error.kind).toBe('network');
  });

  it('maps no answer within the timeout to timeout and aborts the request', async () => {
    vi.useFakeTimers();
    const { client, requests } = clientAnswering(() => new Promise<Response>(() => undefined), { timeoutMs: 2000 });
    const pending = client.sessions.revoke();
    await vi.advanceTimersByTimeAsync(1999);
    expect(requests[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(!result.ok && result.error).toEqual({ kind: 'timeout', message: expect.stringMatching(/too long/) });
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it('waits 10 seconds by default', async () => {
    vi.useFakeTimers();
    const { client } = clientAnswering(() => new Promise<Response>(() => undefined));
    let settled = false;
    const pending = client.sessions.revoke().then((result) => {
      settled = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).ok).toBe(false);
  });

  it('maps a success that is not JSON to invalid_response', async () => {
    const { client } = clientAnswering(() => text('<html>ok</html>', 200));
    const result = await client.sessions.revoke();
    expect(!result.ok && result.error.kind).toBe('invalid_response');
  });

  it('maps a success without data to invalid_response instead of crashing', async () => {
    const { client } = clientAnswering(() => json({ request_id: 'r', status_code: 200 }));
    const result = await client.sessions.revoke();
    expect(!result.ok && result.error).toEqual({
      kind: 'invalid_response',
      message: expect.stringMatching(/without data/),
    });
  });

  it('maps data missing what the caller needs to invalid_response naming the field', async () => {
    const { client } = clientAnswering(() => json({ data: { ...authResponse(), session: { session_id: 's' } } }));
    const result = await client.passwords.authenticate({ email: 'a@b.c', password: 'x', session_duration_minutes: 30 });
    expect(!result.ok && result.error.kind).toBe('invalid_response');
    expect(!result.ok && result.error.message).toContain('session');
  });

  it('maps a provider error to http with its fields, reading status_code from the body', async () => {
    const { client } = clientAnswering(() =>
      json(
        {
          status_code: 404,
          request_id: 'r',
          error_type: 'session_not_found',
          error_message: 'Session not found.',
          error_url: 'https://stytch.com/docs/api/errors/404',
        },
        404,
      ),
    );
    const result = await client.sessions.authenticate();
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 404,
        errorType: 'session_not_found',
        message: 'Session not found.',
        providerMessage: 'Session not found.',
        errorUrl: 'https://stytch.com/docs/api/errors/404',
      },
    });
  });

  it.each([{}, { error_message: '' }, { error_message: 42 }])(
    'marks a provider error without its own text (%j): status text as message, no providerMessage',
    async (extra) => {
      const { client } = clientAnswering(() =>
        json({ status_code: 503, error_type: 'internal_server_error', ...extra }, 503),
      );
      const result = await client.sessions.revoke();
      expect(!result.ok && result.error).toStrictEqual({
        kind: 'http',
        status: 503,
        errorType: 'internal_server_error',
        message: 'The sign-in service answered with an error (HTTP 503).',
      });
    },
  );

  it('maps a schema validation error to http invalid_request_schema with the problems', async () => {
    const { client } = clientAnswering(() =>
      json(
        {
          status_code: 400,
          body: [{ keyword: 'type', dataPath: '.email', schemaPath: '#', message: 'email must be string' }],
        },
        400,
      ),
    );
    const result = await client.users.search({ email: 'x' });
    expect(!result.ok && result.error).toEqual({
      kind: 'http',
      status: 400,
      errorType: 'invalid_request_schema',
      message: 'The request was rejected: email must be string.',
    });
  });

  it('reads Retry-After seconds on a 429', async () => {
    const { client } = clientAnswering(() =>
      json({ status_code: 429, error_type: 'too_many_requests', error_message: 'Too many requests.' }, 429, {
        'Retry-After': '30',
      }),
    );
    const result = await client.otps.email.loginOrCreate({ email: 'ace@court-login.local' });
    expect(!result.ok && result.error).toMatchObject({
      kind: 'http',
      status: 429,
      errorType: 'too_many_requests',
      retryAfterSeconds: 30,
    });
  });

  it('reads Retry-After as an HTTP date', async () => {
    const later = new Date(Date.now() + 65_000).toUTCString();
    const { client } = clientAnswering(() =>
      json({ status_code: 429, error_type: 'too_many_requests' }, 429, { 'Retry-After': later }),
    );
    const result = await client.sessions.revoke();
    const seconds = !result.ok ? result.error.retryAfterSeconds : undefined;
    expect(seconds).toBeGreaterThanOrEqual(63);
    expect(seconds).toBeLessThanOrEqual(65);
  });

  it('maps a plain-text "Captcha required" error to http captcha_required', async () => {
    const { client } = clientAnswering(() => text('Captcha required', 403, 'text/plain'));
    const result = await client.passwords.authenticate({ email: 'a@b.c', password: 'x', session_duration_minutes: 30 });
    expect(!result.ok && result.error).toMatchObject({ kind: 'http', status: 403, errorType: 'captcha_required' });
  });

  it('maps any other error body (a proxy page) to network, keeping the status', async () => {
    const { client } = clientAnswering(() => text('<html>Bad gateway</html>', 502));
    const result = await client.sessions.revoke();
    expect(!result.ok && result.error).toEqual({
      kind: 'network',
      status: 502,
      message: expect.stringMatching(/reach/),
    });
  });
});
