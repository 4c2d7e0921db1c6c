// @vitest-environment node
// No request holds up another: inputs are bounded before any work that grows faster than their length,
// and CPU-heavy work (password hashing, strength checks) runs off the event loop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../../local-provider/http/server.ts';
import { maximalRequests } from '../support/maximal-requests.ts';
import { signInTestUser } from '../support/provider-calls.ts';
import {
  baselineWorst,
  measureUnrelatedDelay,
  type DelayMeasurement,
  type HeavyRequest,
} from '../support/unrelated-delay.ts';

/** The target (docs/hardening.md): an unrelated request is never held up longer than this. */
const MAX_DELAY_MS = 100;

let running: RunningProvider;
let requests: ReturnType<typeof maximalRequests>;

beforeAll(async () => {
  running = await startProvider({ port: 0 });
  const { settings } = running.provider;
  requests = maximalRequests({
    publicToken: settings.public_token,
    projectId: settings.project_id,
    secret: settings.secret,
    sessionToken: signInTestUser(running.provider, 'ace@court-login.local').sessionToken,
    passwordUser: 'rally@court-login.local',
  });
});

afterAll(async () => {
  await running.close();
});

/**
 * How much longer than the machine alone the slowest bootstrap answer took while `request` ran, the
 * smallest of up to ten measurements: work that blocks the provider adds its time to every one, while
 * a busy machine (other processes on both cores, other test files hashing passwords) only now and then
 * stretches an answer; five were once not enough with the load average at 11. The baseline is the
 * slowest answer over the same span with nothing else sent.
 */
async function leastDelay(request: HeavyRequest): Promise<DelayMeasurement & { addedMs: number }> {
  const token = running.provider.settings.public_token;
  let best: (DelayMeasurement & { addedMs: number }) | undefined;
  for (let attempt = 0; attempt < 10 && !(best && best.addedMs < MAX_DELAY_MS); attempt += 1) {
    const measured = await measureUnrelatedDelay(running.url, token, request);
    const addedMs = measured.worstProbeMs - (await baselineWorst(running.url, token, measured.durationMs));
    if (!best || addedMs < best.addedMs) best = { ...measured, addedMs };
  }
  return best!;
}

describe('bounded work per request', () => {
  it('answers a 100,000-character Solana address 400 at once while a parallel bootstrap stays fast', async () => {
    const request = requests.find((item) => item.name.startsWith('Solana address of 100,000'))!;
    const measured = await leastDelay(request);
    expect(measured.status).toBe(400);
    expect(measured.durationMs).toBeLessThan(MAX_DELAY_MS * 5);
    expect(measured.addedMs).toBeLessThan(MAX_DELAY_MS);
  });

  it('says which field is too long', async () => {
    const request = requests.find((item) => item.name.startsWith('Solana address of 100,000'))!;
    const answer = await fetch(`${running.url}${request.path}`, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    expect(await answer.json()).toMatchObject({
      error_type: 'field_too_long',
      error_message: 'The field "crypto_wallet_address" is longer than 2048 characters.',
    });
  });

  it('refuses an over-long Solana address allowed by the field limit without decoding it', async () => {
    const request = requests.find((item) => item.name === 'Solana address of 2,048 characters')!;
    const answer = await fetch(`${running.url}${request.path}`, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error_type).toBe('invalid_crypto_wallet_address');
  });

  it('refuses a password longer than 256 characters', async () => {
    const request = requests.find((item) => item.name.startsWith('password strength'))!;
    const body = JSON.stringify({ password: 'x'.repeat(257) });
    const answer = await fetch(`${running.url}${request.path}`, { method: 'POST', headers: request.headers, body });
    expect(await answer.json()).toMatchObject({ status_code: 400, error_type: 'field_too_long' });
  });

  it(`holds up no unrelated request longer than ${MAX_DELAY_MS} ms, for a maximal request to every body-reading endpoint`, async () => {
    const worst: Array<{ name: string; status: number; addedMs: number }> = [];
    for (const request of requests) {
      const measured = await leastDelay(request);
      expect(measured.status, request.name).toBeLessThan(500);
      worst.push({ name: request.name, status: measured.status, addedMs: Math.round(measured.addedMs) });
    }
    const late = worst.filter((item) => item.addedMs >= MAX_DELAY_MS);
    expect(late, JSON.stringify(worst)).toEqual([]);
    // Twenty endpoints, each with its baseline span: on a loaded machine this takes longer than the default limit.
  }, 180_000);
});
