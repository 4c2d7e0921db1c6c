// @vitest-environment node
// The bench's relay to the provider: a CORS preflight waits the profile's round trip before it goes
// on, every other request goes on at once, and both come back as the provider answered them; each
// profile sets that round trip as it is applied to a load.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPreflightRelay, type PreflightRelay } from '../../../scripts/bench/preflight-delay.ts';
import { applyProfile, emulatePreflightsWith, PROFILES } from '../../../scripts/bench/profiles.ts';

let provider: Server;
let relay: PreflightRelay;
/** What the provider got, in order: method, path and body. */
let received: string[];
/** Hears of a request to `/unanswered`, which the provider never answers. */
let unanswered: (request: IncomingMessage) => void;

beforeEach(async () => {
  received = [];
  provider = createServer((incoming, outgoing) => {
    if (incoming.url === '/unanswered') return unanswered(incoming);
    let body = '';
    incoming.on('data', (part: Buffer) => (body += part.toString()));
    incoming.on('end', () => {
      received.push(`${incoming.method} ${incoming.url} ${body}`.trim());
      outgoing.writeHead(incoming.method === 'OPTIONS' ? 204 : 201, { 'x-answered': incoming.method ?? '' });
      outgoing.end(incoming.method === 'OPTIONS' ? undefined : `got ${body}`);
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  relay = await startPreflightRelay(`http://localhost:${(provider.address() as AddressInfo).port}`);
});

afterEach(async () => {
  await relay.close();
  await new Promise((resolve) => provider.close(resolve));
});

/** Longer than any request through the relay could take on a busy machine, shorter than a test may run. */
const LONG_HOLD_MS = 5_000;

/** Sends one request through `to`; resolves with its answer and how long it took, ms. */
function send(method: string, path: string, body = '', to: PreflightRelay = relay) {
  const started = performance.now();
  return new Promise<{ status: number; answered: string; body: string; tookMs: number }>((resolve, reject) => {
    const outgoing = request(`${to.url}${path}`, { method }, (answer) => {
      let text = '';
      answer.on('data', (part: Buffer) => (text += part.toString()));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          answered: String(answer.headers['x-answered']),
          body: text,
          tookMs: performance.now() - started,
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('startPreflightRelay', () => {
  it('holds a preflight for the latency set, then passes on the provider’s answer', async () => {
    relay.setLatency(250);
    const answer = await send('OPTIONS', '/sdk/v1/projects/bootstrap/token');
    // Node's timers may fire a fraction of a millisecond before their time by this clock.
    expect(answer.tookMs).toBeGreaterThanOrEqual(245);
    expect(answer).toMatchObject({ status: 204, answered: 'OPTIONS', body: '' });
    expect(received).toEqual(['OPTIONS /sdk/v1/projects/bootstrap/token']);
  });

  it('passes every other request at once, with its body, whatever the latency', async () => {
    relay.setLatency(LONG_HOLD_MS);
    const answer = await send('POST', '/sdk/v1/events?x=1', '[1,2]');
    expect(answer).toMatchObject({ status: 201, answered: 'POST', body: 'got [1,2]' });
    expect(answer.tookMs).toBeLessThan(LONG_HOLD_MS);
    expect(received).toEqual(['POST /sdk/v1/events?x=1 [1,2]']);
  });

  it('holds nothing with the latency back at 0 (a profile without network emulation)', async () => {
    relay.setLatency(LONG_HOLD_MS);
    relay.setLatency(0);
    const answer = await send('OPTIONS', '/sdk/v1/events');
    expect(answer.status).toBe(204);
    expect(answer.tookMs).toBeLessThan(LONG_HOLD_MS);
  });

  it('answers 502 and says so when the provider cannot be reached', async () => {
    const gone = createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const port = (gone.address() as AddressInfo).port;
    await new Promise((resolve) => gone.close(resolve));
    const toNothing = await startPreflightRelay(`http://localhost:${port}`);
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await send('GET', '/sdk/v1/projects/bootstrap/token', '', toNothing)).status).toBe(502);
      expect(said).toHaveBeenCalledWith(expect.stringContaining('GET /sdk/v1/projects/bootstrap/token'));
    } finally {
      said.mockRestore();
      await toNothing.close();
    }
  });

  it('lets go of the provider’s request, without a word, when the page goes away', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const atProvider = new Promise<IncomingMessage>((resolve) => (unanswered = resolve));
      const page = request(`${relay.url}/unanswered`);
      page.on('error', () => {});
      page.end();
      const held = await atProvider;
      const letGo = new Promise((resolve) => held.socket.once('close', resolve));
      page.destroy();
      await letGo;
      // A whole request through the relay after it: its own end of that request has closed by then.
      expect((await send('GET', '/sdk/v1/next')).status).toBe(201);
      expect(said).not.toHaveBeenCalled();
    } finally {
      said.mockRestore();
    }
  });
});

describe('applyProfile', () => {
  it('sets the round trip of the load’s preflights: the profile’s latency, or none without emulation', async () => {
    const set: number[] = [];
    emulatePreflightsWith((ms) => set.push(ms));
    const cdp = { send: async () => ({}) } as unknown as Parameters<typeof applyProfile>[0];
    for (const profile of PROFILES) await applyProfile(cdp, profile);
    expect(set).toEqual([0, 150, 562.5]);
  });
});
