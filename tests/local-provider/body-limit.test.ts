// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, startProvider, type RunningProvider } from '../../local-provider/http/server.ts';
import { basic } from './helpers.ts';

const TOKEN = 'public-token-test-court-login-local';
const HEADERS = {
  Authorization: basic(TOKEN, TOKEN),
  'Content-Type': 'application/json',
  Origin: 'http://localhost:5173',
};
const SEARCH = '{"email": "ace@court-login.local"}';
let running: RunningProvider;

beforeAll(async () => {
  running = await startProvider({ port: 0 });
});

afterAll(async () => {
  await running.close();
});

/** The search body padded with spaces to `size` bytes. */
const padded = (size: number) => SEARCH + ' '.repeat(size - SEARCH.length);

function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, (offset += 64 * 1024)));
    },
  });
}

async function expectTooLarge(answer: Response) {
  expect(answer.status).toBe(413);
  expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  expect(await answer.json()).toMatchObject({
    status_code: 413,
    error_type: 'request_too_large',
    error_message: 'The request body is larger than 1 MB.',
  });
}

describe('request body limit', () => {
  it('is 1 MB', () => {
    expect(MAX_BODY_BYTES).toBe(1024 * 1024);
  });

  it('reads a body of exactly 1 MB', async () => {
    const answer = await fetch(`${running.url}/sdk/v1/users/search`, {
      method: 'POST',
      headers: HEADERS,
      body: padded(MAX_BODY_BYTES),
    });
    expect(answer.status).toBe(200);
  });

  it('answers 413 request_too_large for a longer body with Content-Length', async () => {
    await expectTooLarge(
      await fetch(`${running.url}/sdk/v1/users/search`, {
        method: 'POST',
        headers: HEADERS,
        body: padded(MAX_BODY_BYTES + 1),
      }),
    );
  });

  it('answers 413 for a longer body sent in chunks without Content-Length, on any body-reading route', async () => {
    for (const path of ['/sdk/v1/users/search', '/sdk/v1/events', '/_dev/faults']) {
      const init = {
        method: 'POST',
        headers: HEADERS,
        body: streamed(padded(3 * MAX_BODY_BYTES)),
        duplex: 'half',
      } as RequestInit;
      await expectTooLarge(await fetch(`${running.url}${path}`, init));
    }
    expect(
      (await fetch(`${running.url}/sdk/v1/users/search`, { method: 'POST', headers: HEADERS, body: SEARCH })).status,
    ).toBe(200);
  });
});
