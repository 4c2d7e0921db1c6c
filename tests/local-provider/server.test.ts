// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProvider, type RunningProvider } from '../../local-provider/http/server.ts';
import { ConnectionDropped } from '../../local-provider/dev/faults.ts';
import { basic, makeProvider, post } from './helpers.ts';

const TOKEN = 'public-token-test-court-login-local';
const SDK_HEADERS = {
  Authorization: basic(TOKEN, TOKEN),
  'Content-Type': 'application/json',
  Origin: 'http://localhost:5173',
};
const running: RunningProvider[] = [];

async function start(options: Parameters<typeof startProvider>[0] = {}) {
  const provider = await startProvider({ port: 0, ...options });
  running.push(provider);
  return provider;
}

const searchBody = JSON.stringify({ email: 'ace@court-login.local' });
const search = (url: string) =>
  fetch(`${url}/sdk/v1/users/search`, { method: 'POST', headers: SDK_HEADERS, body: searchBody });
const addFault = (url: string, fault: unknown) =>
  fetch(`${url}/_dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });

afterEach(async () => {
  await Promise.all(running.splice(0).map((provider) => provider.close()));
});

describe('HTTP server', () => {
  it('listens on 127.0.0.1 and names itself with localhost', async () => {
    const { url } = await start();
    expect(url).toMatch(/^http:\/\/localhost:\d+$/);
    const port = new URL(url).port;
    expect((await fetch(`http://127.0.0.1:${port}/_dev/messages`)).status).toBe(200);
  });

  it('names its own URL as the issuer, also to a caller that used 127.0.0.1', async () => {
    const { url } = await start();
    const port = new URL(url).port;
    const metadata = await fetch(`http://127.0.0.1:${port}/.well-known/oauth-authorization-server`);
    expect(((await metadata.json()) as { issuer: string }).issuer).toBe(url);
  });
});

describe('fault switches over HTTP', () => {
  it('fails the next matching request with the given status, then recovers', async () => {
    const { url } = await start();
    expect((await addFault(url, { path: '/sdk/v1/users/search', status: 500 })).status).toBe(200);
    const failed = await search(url);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect((await failed.json()).error_type).toBe('internal_server_error');
    expect((await search(url)).status).toBe(200);
  });

  it('answers 429 with Retry-After, for as many times as asked', async () => {
    const { url } = await start();
    await addFault(url, { path: '/sdk/v1/*', status: 429, times: 2 });
    for (let index = 0; index < 2; index += 1) {
      const limited = await search(url);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('1');
      expect((await limited.json()).error_type).toBe('too_many_requests');
    }
    expect((await search(url)).status).toBe(200);
  });

  it('delays an answer', async () => {
    const { url } = await start();
    await addFault(url, { path: '/sdk/v1/users/search', delay_ms: 400 });
    const began = Date.now();
    expect((await search(url)).status).toBe(200);
    expect(Date.now() - began).toBeGreaterThanOrEqual(390);
  });

  it('drops the connection without an answer', async () => {
    const { url } = await start();
    await addFault(url, { path: '/sdk/v1/users/search', drop: true });
    await expect(search(url)).rejects.toThrow(TypeError);
    expect((await search(url)).status).toBe(200);
  });

  it('clears faults with DELETE and refuses malformed ones', async () => {
    const { url } = await start();
    await addFault(url, { path: '/sdk/v1/users/search', status: 503, times: 5 });
    expect((await fetch(`${url}/_dev/faults`, { method: 'DELETE' })).status).toBe(200);
    expect((await search(url)).status).toBe(200);
    const bad = await addFault(url, { path: 'no-slash', status: 200 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error_type).toBe('invalid_fault');
  });

  it('rejects the in-process fetch for a drop, like a network failure', async () => {
    const { provider } = makeProvider();
    provider.faults.add({
      path: '/sdk/v1/users/search',
      method: null,
      status: null,
      delay_ms: 0,
      drop: true,
      hold: false,
      times: 1,
    });
    await expect(post(provider, '/sdk/v1/users/search', { email: 'ace@court-login.local' })).rejects.toBeInstanceOf(
      ConnectionDropped,
    );
  });
});

describe('dev endpoints', () => {
  it("lists messages as JSON, filtered by recipient, with CORS for the stack's own pages", async () => {
    const { url } = await start();
    await fetch(`${url}/sdk/v1/otps/email/login_or_create`, {
      method: 'POST',
      headers: SDK_HEADERS,
      body: JSON.stringify({ email: 'ace@court-login.local' }),
    });
    await fetch(`${url}/sdk/v1/otps/sms/login_or_create`, {
      method: 'POST',
      headers: SDK_HEADERS,
      body: JSON.stringify({ phone_number: '+15555550123' }),
    });
    const preflight = await fetch(`${url}/_dev/messages`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5174', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    const answer = await fetch(`${url}/_dev/messages?to=ace@court-login.local`, {
      headers: { Origin: 'http://localhost:5174' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5174');
    const { messages } = await answer.json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      channel: 'email',
      to: 'ace@court-login.local',
      subject: expect.any(String),
      sent_at: expect.any(String),
    });
    expect(messages[0].code).toMatch(/^\d{6}$/);
    const all = (await (await fetch(`${url}/_dev/messages`)).json()).messages;
    expect(all.map((message: { channel: string }) => message.channel)).toEqual(['sms', 'email']);
  });

  it('refuses the developer tools to a page on another localhost port, before and after the preflight', async () => {
    const { url } = await start();
    await fetch(`${url}/sdk/v1/otps/email/login_or_create`, {
      method: 'POST',
      headers: SDK_HEADERS,
      body: JSON.stringify({ email: 'ace@court-login.local' }),
    });
    const stranger = { Origin: 'http://localhost:9000' };
    const preflight = await fetch(`${url}/_dev/messages`, {
      method: 'OPTIONS',
      headers: { ...stranger, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    for (const [method, path] of [
      ['GET', '/_dev/messages?to=ace@court-login.local'],
      ['GET', '/_dev/inbox'],
      ['POST', '/_dev/reset'],
      ['POST', '/_dev/faults'],
    ] as const) {
      const answer = await fetch(`${url}${path}`, {
        method,
        headers: stranger,
        body: method === 'POST' ? '{"path": "/sdk/v1/events", "status": 500}' : undefined,
      });
      expect(answer.status, path).toBe(403);
      expect((await answer.json()).error_type).toBe('dev_tools_forbidden');
    }
    // Callers without an Origin (tests, the testing kit, curl) keep full access; nothing was reset.
    expect((await (await fetch(`${url}/_dev/messages?to=ace@court-login.local`)).json()).messages).toHaveLength(1);
    expect((await (await fetch(`${url}/_dev/faults`)).json()).faults).toEqual([]);
  });

  it('refuses the developer tools to a script or frame another site points at them, and serves a person opening the inbox', async () => {
    const { url } = await start();
    await fetch(`${url}/sdk/v1/otps/email/login_or_create`, {
      method: 'POST',
      headers: SDK_HEADERS,
      body: JSON.stringify({ email: 'ace@court-login.local' }),
    });
    // What Chromium sends for <script src> and <iframe src> on a page of another port: no Origin.
    const embeds = [
      { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script' },
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
      { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'iframe' },
    ];
    for (const headers of embeds) {
      const answer = await fetch(`${url}/_dev/messages?to=ace@court-login.local`, { headers });
      expect(answer.status, headers['Sec-Fetch-Dest']).toBe(403);
      expect(await answer.text()).not.toContain('ace@court-login.local');
    }
    // A typed address, a link followed from another page, and the inbox's own scripts are served.
    const people = [
      { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
      { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
      { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script' },
    ];
    for (const headers of people) {
      expect((await fetch(`${url}/_dev/inbox`, { headers })).status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('lets a configured origin use the developer tools', async () => {
    const { url } = await start({ settings: { dev_tool_origins: ['http://localhost:9000'] } });
    expect((await fetch(`${url}/_dev/messages`, { headers: { Origin: 'http://localhost:9000' } })).status).toBe(200);
    expect((await fetch(`${url}/_dev/messages`, { headers: { Origin: 'http://localhost:5174' } })).status).toBe(403);
  });

  it('shows the inbox page newest first with clickable, escaped links', async () => {
    const { url, provider } = await start();
    provider.inbox.send({ channel: 'email', to: 'a@court-login.local', subject: 'First', text: 'one' });
    provider.inbox.send({
      channel: 'email',
      to: 'b@court-login.local',
      subject: '<img src=x onerror=alert(1)>',
      text: 'two',
      link: 'http://localhost:5173/a?x=1&token=t',
    });
    const page = await (await fetch(`${url}/_dev/inbox`)).text();
    expect(page).not.toContain('<img');
    expect(page).toContain('<a href="http://localhost:5173/a?x=1&#38;token=t">');
    expect(page.indexOf('onerror')).toBeLessThan(page.indexOf('First'));
  });

  it('resets state but keeps the seeded users', async () => {
    const { url, provider } = await start();
    await fetch(`${url}/sdk/v1/otps/email/login_or_create`, {
      method: 'POST',
      headers: SDK_HEADERS,
      body: JSON.stringify({ email: 'new@court-login.local' }),
    });
    expect(provider.state.users.size).toBe(3);
    expect((await fetch(`${url}/_dev/reset`, { method: 'POST' })).status).toBe(200);
    expect(provider.state.users.size).toBe(2);
    expect(provider.inbox.list()).toEqual([]);
  });
});

describe('--data persistence', () => {
  it('keeps users and sessions across a restart', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'provider-')), 'state.json');
    const first = await start({ dataFile });
    const created = await fetch(`${first.url}/sdk/v1/passwords`, {
      method: 'POST',
      headers: SDK_HEADERS,
      body: JSON.stringify({
        email: 'keeper@court-login.local',
        password: 'volley-at-the-net-7-Lob',
        session_duration_minutes: 60,
      }),
    });
    const { data } = await created.json();
    await first.close();
    // It holds live session tokens: readable and writable by its owner alone.
    expect(statSync(dataFile).mode & 0o777).toBe(0o600);

    const second = await start({ dataFile });
    const refreshed = await fetch(`${second.url}/sdk/v1/sessions/authenticate`, {
      method: 'POST',
      headers: { ...SDK_HEADERS, Authorization: basic(TOKEN, data.session_token) },
      body: '{}',
    });
    expect(refreshed.status).toBe(200);
    expect((await refreshed.json()).data.user.emails[0].email).toBe('keeper@court-login.local');
    expect(second.provider.state.users.size).toBe(3);
  });

  it('refuses a malformed data file with a clear message', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'provider-')), 'state.json');
    writeFileSync(dataFile, '{"version": 1, "users": 5}', { mode: 0o600 });
    await expect(startProvider({ port: 0, dataFile })).rejects.toThrow(`Data file ${dataFile}: "users" must be a list`);
    expect(readFileSync(dataFile, 'utf8')).toBe('{"version": 1, "users": 5}');
  });

  it('refuses a data file that other users could read or change, saying how to fix it', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'provider-')), 'state.json');
    const first = await start({ dataFile });
    await first.close();
    chmodSync(dataFile, 0o644);
    await expect(startProvider({ port: 0, dataFile })).rejects.toThrow(
      `Data file ${dataFile} can be read or changed by other users (mode 644)`,
    );
    chmodSync(dataFile, 0o600);
    await (await start({ dataFile })).close();
  });
});
