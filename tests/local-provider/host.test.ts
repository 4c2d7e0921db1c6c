// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { listen } from '../../demo/pages/static-files.ts';
import { startProvider, type RunningProvider } from '../../local-provider/http/server.ts';
import { basic } from './helpers.ts';

const TOKEN = 'public-token-test-court-login-local';
let running: RunningProvider;

beforeAll(async () => {
  running = await startProvider({ port: 0 });
});

afterAll(async () => {
  await running.close();
});

/** A search request with a Host header of our choosing, as a browser sends after a DNS rebinding. */
function withHost(host: string, origin?: string): Promise<{ status: number; body: any; cors: string | undefined }> {
  const headers: Record<string, string> = {
    Host: host,
    Authorization: basic(TOKEN, TOKEN),
    'Content-Type': 'application/json',
  };
  if (origin) headers.Origin = origin;
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port: new URL(running.url).port, path: '/sdk/v1/users/search', method: 'POST', headers },
      (response) => {
        let text = '';
        response
          .setEncoding('utf8')
          .on('data', (chunk: string) => (text += chunk))
          .on('end', () => {
            resolve({
              status: response.statusCode!,
              body: JSON.parse(text),
              cors: response.headers['access-control-allow-origin'] as string | undefined,
            });
          });
      },
    );
    call.once('error', reject).end(JSON.stringify({ email: 'ace@court-login.local' }));
  });
}

describe('Host check (DNS rebinding)', () => {
  it('refuses a request addressed to another name even when Origin equals it (403 bad_host)', async () => {
    const port = new URL(running.url).port;
    for (const host of [
      `rebound.example:${port}`,
      'rebound.example',
      `localhost.rebound.example:${port}`,
      `127.0.0.2:${port}`,
      'localhost:8788@rebound.example',
    ]) {
      const answer = await withHost(host, `http://${host}`);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ status_code: 403, error_type: 'bad_host', request_id: expect.any(String) });
      expect(answer.body.error_message).toContain('localhost, 127.0.0.1 or [::1]');
      expect(answer.cors).toBeUndefined();
    }
  });

  it('answers localhost, 127.0.0.1 and [::1] on any port', async () => {
    for (const host of ['localhost:8788', 'LocalHost', '127.0.0.1:1234', '[::1]:80']) {
      const answer = await withHost(host);
      expect(answer.status).toBe(200);
      expect(answer.body.data.userType).toBe('passwordless');
    }
  });
});

/** Sends one raw HTTP/1.1 request and returns the status line (or '' when the socket closed without one). */
function rawStatusLine(port: string, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: Number(port) }, () => {
      socket.write(`${requestLine}\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket
      .setEncoding('utf8')
      .on('data', (chunk: string) => (text += chunk))
      .on('end', () => resolve(text.split('\r\n')[0] ?? ''));
    socket.once('error', reject);
  });
}

describe('request targets', () => {
  it('answers an absolute-form or "*" target with 400 instead of closing the socket', async () => {
    const port = new URL(running.url).port;
    for (const line of [
      'GET http://evil.example/sdk/v1/events HTTP/1.1',
      `GET http://localhost:${port}/_dev/messages HTTP/1.1`,
      'OPTIONS * HTTP/1.1',
    ]) {
      expect(await rawStatusLine(port, line), line).toMatch(/^HTTP\/1\.1 400 /);
    }
    expect(await rawStatusLine(port, 'GET /_dev/faults HTTP/1.1')).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('Host check of the pages and element servers', () => {
  it('refuses other names and answers local ones', async () => {
    const server = await listen((_request, response) => void response.end('page'), 0);
    try {
      const ask = (host: string) =>
        new Promise<number>((resolve, reject) => {
          httpRequest({ host: '127.0.0.1', port: server.port, path: '/', headers: { Host: host } }, (response) => {
            response.resume();
            resolve(response.statusCode!);
          })
            .once('error', reject)
            .end();
        });
      for (const host of ['rebound.example', `rebound.example:${server.port}`, `127.0.0.2:${server.port}`])
        expect(await ask(host), host).toBe(403);
      for (const host of [`localhost:${server.port}`, `127.0.0.1:${server.port}`, '[::1]'])
        expect(await ask(host), host).toBe(200);
    } finally {
      await server.close();
    }
  });
});
