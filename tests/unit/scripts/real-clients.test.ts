// @vitest-environment node
// The conformance run's own parts: the pass-through that hands the worker a token, and how a result folder
// names its scenario.
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startBearerProxy } from '../../../scripts/real-clients/bearer-proxy.ts';
import { scenarioOfFolder } from '../../../scripts/real-clients/conformance-package.ts';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A stand-in for the worker: answers 403 to a foreign Host, else echoes what it received. */
async function startUpstream(): Promise<string> {
  const server = createServer((incoming, outgoing) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
    incoming.on('end', () => {
      const local = /^localhost(:\d+)?$/.test(incoming.headers.host ?? '');
      outgoing.writeHead(local ? 200 : 403, { 'Content-Type': 'application/json', 'X-Upstream': 'yes' });
      outgoing.end(JSON.stringify({ method: incoming.method, url: incoming.url, headers: incoming.headers, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function send(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers }, (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('startBearerProxy', () => {
  it('adds the token and passes method, path, Host, Origin, body and answer through unchanged', async () => {
    const proxy = await startBearerProxy(await startUpstream(), 'the-token');
    closers.push(proxy.close);
    const answer = await send(
      `${proxy.url}/mcp?x=1`,
      { Host: 'localhost:1234', Origin: 'http://localhost:1234', 'Content-Type': 'application/json' },
      '{"jsonrpc":"2.0"}',
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['x-upstream']).toBe('yes');
    const seen = JSON.parse(answer.text) as { method: string; url: string; headers: IncomingHttpHeaders; body: string };
    expect(seen).toMatchObject({ method: 'POST', url: '/mcp?x=1', body: '{"jsonrpc":"2.0"}' });
    expect(seen.headers).toMatchObject({
      host: 'localhost:1234',
      origin: 'http://localhost:1234',
      authorization: 'Bearer the-token',
    });
  });

  it('leaves a foreign Host for the server to refuse, and replaces a token the caller sent', async () => {
    const proxy = await startBearerProxy(await startUpstream(), 'the-token');
    closers.push(proxy.close);
    const answer = await send(
      `${proxy.url}/mcp`,
      { Host: 'evil.example.com', Authorization: 'Bearer someone-else' },
      '',
    );
    expect(answer.status).toBe(403);
    const seen = JSON.parse(answer.text) as { headers: IncomingHttpHeaders };
    expect(seen.headers.host).toBe('evil.example.com');
    expect(seen.headers.authorization).toBe('Bearer the-token');
  });
});

describe('scenarioOfFolder', () => {
  it('reads the scenario out of the folder names both commands write', () => {
    expect(scenarioOfFolder('server-server-initialize-2026-11-29T09-18-23-341Z')).toBe('server-initialize');
    expect(scenarioOfFolder('server-dns-rebinding-protection-2026-11-29T09-17-39-046Z')).toBe(
      'dns-rebinding-protection',
    );
    expect(
      scenarioOfFolder('authorization-server-authorization-server-metadata-endpoint-2026-11-29T09-26-33-840Z'),
    ).toBe('authorization-server-metadata-endpoint');
    expect(scenarioOfFolder('authorization-server-authorization-code-grant-2026-11-29T09-26-33-840Z')).toBe(
      'authorization-code-grant',
    );
  });
});
