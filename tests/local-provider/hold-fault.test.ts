// @vitest-environment node
// The `hold` fault: a matching request waits, visibly pending, until the test releases or fails it.
import { afterEach, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../../local-provider/http/server.ts';
import { heldRequests, holdRequests, releaseHeld, waitForHeld } from '../../testing/holds.ts';
import { basic } from './helpers.ts';

const TOKEN = 'public-token-test-court-login-local';
const SDK_HEADERS = { Authorization: basic(TOKEN, TOKEN), 'Content-Type': 'application/json' };
const SEARCH = '/sdk/v1/users/search';
const running: RunningProvider[] = [];

async function start() {
  const provider = await startProvider({ port: 0 });
  running.push(provider);
  return provider.url;
}

/** A search request and whether it has been answered yet. */
function search(url: string) {
  const state = { settled: false };
  const response = fetch(`${url}${SEARCH}`, {
    method: 'POST',
    headers: SDK_HEADERS,
    body: JSON.stringify({ email: 'ace@court-login.local' }),
  }).finally(() => {
    state.settled = true;
  });
  return { state, response };
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((provider) => provider.close()));
});

describe('hold fault', () => {
  it('keeps the request pending until released, then answers it normally', async () => {
    const url = await start();
    await holdRequests(url, SEARCH);
    const pending = search(url);
    const [held] = await waitForHeld(url, SEARCH);
    expect(held).toMatchObject({ method: 'POST', path: SEARCH });
    expect(pending.state.settled).toBe(false);
    expect(await releaseHeld(url)).toBe(1);
    expect((await pending.response).status).toBe(200);
    expect(await heldRequests(url)).toEqual([]);
    // Used up: the next request goes through at once.
    expect((await search(url).response).status).toBe(200);
  });

  it('fails a held request with the status given at release', async () => {
    const url = await start();
    await holdRequests(url, SEARCH);
    const pending = search(url);
    await waitForHeld(url, SEARCH);
    expect(await releaseHeld(url, { path: SEARCH, status: 503 })).toBe(1);
    const answer = await pending.response;
    expect(answer.status).toBe(503);
    expect((await answer.json()).error_type).toBe('service_unavailable');
  });

  it("answers with the fault's own status once released, or drops the connection when asked", async () => {
    const url = await start();
    await holdRequests(url, SEARCH, { status: 429, times: 2 });
    const first = search(url);
    const second = search(url);
    await waitForHeld(url, SEARCH, { count: 2 });
    expect(await releaseHeld(url, { path: '/sdk/v1/users/*' })).toBe(2);
    expect((await first.response).status).toBe(429);
    expect((await second.response).status).toBe(429);

    await holdRequests(url, SEARCH);
    const dropped = search(url);
    await waitForHeld(url, SEARCH);
    await releaseHeld(url, { drop: true });
    await expect(dropped.response).rejects.toThrow(TypeError);
  });

  it('releases only the path named, and everything when the faults are cleared', async () => {
    const url = await start();
    await holdRequests(url, SEARCH);
    const pending = search(url);
    await waitForHeld(url, SEARCH);
    expect(await releaseHeld(url, { path: '/sdk/v1/otps/email/login_or_create' })).toBe(0);
    expect(pending.state.settled).toBe(false);
    expect((await fetch(`${url}/_dev/faults`, { method: 'DELETE' })).status).toBe(200);
    expect((await pending.response).status).toBe(200);
  });

  it('refuses a malformed hold or release with a clear message', async () => {
    const url = await start();
    const post = (path: string, body: unknown) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const badHold = await post('/_dev/faults', { path: SEARCH, hold: 'yes' });
    expect(badHold.status).toBe(400);
    expect((await badHold.json()).error_message).toMatch(/"hold" must be a boolean/);
    for (const [body, message] of [
      [{ status: 200 }, /"status" must be an integer from 400 to 599/],
      [{ error_type: 'nope' }, /come with "status"/],
      [{ path: 'no-slash' }, /"path" must be a path/],
      [{ wait: true }, /Unknown field "wait"/],
      [[1], /A release is a JSON object/],
    ] as const) {
      const refused = await post('/_dev/faults/release', body);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error_message).toMatch(message);
    }
  });
});
