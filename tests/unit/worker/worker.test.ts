// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startProvider, type RunningProvider } from '../../../local-provider/http/server.ts';
import { startWorker, type RunningWorker, type WorkerOptions } from '../../../worker/server.ts';
import { holdRequests, releaseHeld } from '../../../testing/holds.ts';
import { revokeSession, signInAgain, signUpNewUser, type SignedInUser } from './provider-sign-in.ts';

const HOST_ORIGIN = 'http://localhost:5173';

let provider: RunningProvider;
let worker: RunningWorker;
let publicToken: string;
const extraWorkers: RunningWorker[] = [];

function workerOptions(overrides: Partial<WorkerOptions> = {}): WorkerOptions {
  const { project_id: projectId, secret } = provider.provider.settings;
  return { port: 0, providerUrl: provider.url, projectId, secret, allowedOrigin: HOST_ORIGIN, ...overrides };
}

async function extraWorker(overrides: Partial<WorkerOptions>): Promise<RunningWorker> {
  const started = await startWorker(workerOptions(overrides));
  extraWorkers.push(started);
  return started;
}

function post(target: RunningWorker, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${target.url}/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/plain', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const payloadOf = (user: SignedInUser) => ({
  userId: user.userId,
  email: user.email,
  verified: true,
  sessionToken: user.sessionToken,
});

beforeAll(async () => {
  provider = await startProvider({ port: 0 });
  publicToken = provider.provider.settings.public_token;
  worker = await startWorker(workerOptions());
});

afterEach(async () => {
  await fetch(`${provider.url}/_dev/faults`, { method: 'DELETE' });
  await Promise.all(extraWorkers.splice(0).map((started) => started.close()));
});

afterAll(async () => {
  await worker.close();
  await provider.close();
});

describe('POST /authenticate with a session the provider confirms', () => {
  it('answers 200 with a text naming the user and records the session', async () => {
    const user = await signUpNewUser(provider.url, publicToken);
    const response = await post(worker, payloadOf(user));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(user.email);
    expect(text).toContain(user.userId);
    expect(text).not.toContain(user.sessionToken);
    expect(await worker.isAuthenticated(user.userId)).toBe(true);
    const recorded = (await worker.authenticatedSessions()).find((entry) => entry.userId === user.userId);
    expect(recorded?.email).toBe(user.email);
  });

  it('accepts an empty email and records the address the provider has on file', async () => {
    const user = await signUpNewUser(provider.url, publicToken);
    const response = await post(worker, { ...payloadOf(user), email: '' });
    expect(response.status).toBe(200);
    expect((await worker.authenticatedSessions()).find((entry) => entry.userId === user.userId)?.email).toBe(
      user.email,
    );
  });
});

describe('POST /authenticate refuses what the provider does not confirm', () => {
  it('refuses a forged "verified: true" with a made-up token (401) and records nothing', async () => {
    const user = await signUpNewUser(provider.url, publicToken);
    const response = await post(worker, { ...payloadOf(user), sessionToken: 'forged-session-token' });
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('The session could not be verified for this user.');
    expect(await worker.isAuthenticated(user.userId)).toBe(false);
  });

  it("refuses another user's token sent with this user's id (401)", async () => {
    const victim = await signUpNewUser(provider.url, publicToken);
    const attacker = await signUpNewUser(provider.url, publicToken);
    const response = await post(worker, { ...payloadOf(victim), sessionToken: attacker.sessionToken });
    expect(response.status).toBe(401);
    expect(await worker.isAuthenticated(victim.userId)).toBe(false);
  });

  it('refuses an email that is not the user’s (401)', async () => {
    const user = await signUpNewUser(provider.url, publicToken);
    const response = await post(worker, { ...payloadOf(user), email: 'someone-else@example.com' });
    expect(response.status).toBe(401);
    expect(await worker.isAuthenticated(user.userId)).toBe(false);
  });

  it('refuses a revoked session (401)', async () => {
    const user = await signUpNewUser(provider.url, publicToken);
    await revokeSession(provider.url, publicToken, user.sessionToken);
    const response = await post(worker, payloadOf(user));
    expect(response.status).toBe(401);
  });
});

describe('POST /authenticate with malformed requests (400)', () => {
  const cases: Array<[string, unknown]> = [
    ['a body that is not JSON', '{"userId": '],
    ['a JSON array', '[]'],
    ['a missing userId', { email: 'a@example.com', verified: true, sessionToken: 'x' }],
    ['a numeric userId', { userId: 7, email: 'a@example.com', verified: true, sessionToken: 'x' }],
    ['a missing email', { userId: 'user-1', verified: true, sessionToken: 'x' }],
    ['an email that is not a string', { userId: 'user-1', email: null, verified: true, sessionToken: 'x' }],
    ['a missing sessionToken', { userId: 'user-1', email: 'a@example.com', verified: true }],
    ['an empty sessionToken', { userId: 'user-1', email: 'a@example.com', verified: true, sessionToken: '' }],
  ];
  for (const [name, body] of cases) {
    it(`answers 400 for ${name}`, async () => {
      const response = await post(worker, body);
      expect(response.status).toBe(400);
      expect((await response.text()).length).toBeGreaterThan(0);
    });
  }

  it('answers 400 for a body over 16 KB, declared or streamed', async () => {
    const response = await post(worker, { userId: 'user-1', email: 'a@example.com', sessionToken: 'x'.repeat(20_000) });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('The body is too large.');
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 64) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(`${worker.url}/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(400);
    expect(await streamed.text()).toBe('The body is too large.');
  });

  it('answers 400 when the body is not sent as JSON', async () => {
    const user = await signUpNewUser(provider.url, publicToken);
    const response = await post(worker, payloadOf(user), { 'Content-Type': 'text/plain' });
    expect(response.status).toBe(400);
    expect(await worker.isAuthenticated(user.userId)).toBe(false);
  });
});

describe('other paths and methods', () => {
  it('answers 404 for any other path', async () => {
    expect((await fetch(`${worker.url}/status`)).status).toBe(404);
    expect((await fetch(`${worker.url}/`, { method: 'POST' })).status).toBe(404);
  });

  it('answers 405 with Allow for GET /authenticate', async () => {
    const response = await fetch(`${worker.url}/authenticate`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });
});

/** A request with a Host header of our choosing, as a browser sends after a DNS rebinding. */
function withHost(
  target: RunningWorker,
  host: string,
  method: string,
): Promise<{ status: number; text: string; type: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port: new URL(target.url).port, path: '/authenticate', method, headers: { Host: host } },
      (response) => {
        let text = '';
        response
          .setEncoding('utf8')
          .on('data', (chunk: string) => (text += chunk))
          .on('end', () => {
            resolve({ status: response.statusCode!, text, type: String(response.headers['content-type']) });
          });
      },
    );
    call.once('error', reject).end();
  });
}

describe('Host check (DNS rebinding)', () => {
  it('refuses a request addressed to any other host name (403, text)', async () => {
    const port = new URL(worker.url).port;
    for (const host of [
      `rebound.example:${port}`,
      'rebound.example',
      `localhost.rebound.example:${port}`,
      `127.0.0.2:${port}`,
    ]) {
      const answer = await withHost(worker, host, 'POST');
      expect(answer.status).toBe(403);
      expect(answer.type).toMatch(/^text\/plain/);
      expect(answer.text).toBe(
        'This worker answers only requests addressed to its own name: localhost, 127.0.0.1, [::1], or the host of its public URL when it has one.',
      );
    }
  });

  it('answers localhost, 127.0.0.1 and [::1] on any port', async () => {
    for (const host of ['localhost:8787', 'LOCALHOST', '127.0.0.1:1234', '[::1]:80']) {
      expect((await withHost(worker, host, 'GET')).status).toBe(405);
    }
  });
});

describe('CORS', () => {
  it('allows the host app origin in a preflight', async () => {
    const response = await fetch(`${worker.url}/authenticate`, {
      method: 'OPTIONS',
      headers: {
        Origin: HOST_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(HOST_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('refuses a preflight and a call from any other origin (403, no CORS header)', async () => {
    const preflight = await fetch(`${worker.url}/authenticate`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:6666', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const user = await signUpNewUser(provider.url, publicToken);
    const call = await post(worker, payloadOf(user), { Origin: 'https://evil.example' });
    expect(call.status).toBe(403);
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
    expect(await worker.isAuthenticated(user.userId)).toBe(false);
  });

  it('lets the host app read the answer of its call', async () => {
    const user = await signUpNewUser(provider.url, publicToken);
    const response = await post(worker, payloadOf(user), { Origin: HOST_ORIGIN });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(HOST_ORIGIN);
    expect(response.headers.get('vary')).toContain('Origin');
  });
});

describe('when the provider cannot confirm', () => {
  it('answers 503 when the provider is down', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const orphan = await extraWorker({ providerUrl: `http://localhost:${port}` });
    const response = await post(orphan, { userId: 'user-1', email: '', verified: true, sessionToken: 'x' });
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/could not be reached/);
  });

  it('answers 503 when the provider is too slow', async () => {
    const impatient = await extraWorker({ providerTimeoutMs: 150 });
    const user = await signUpNewUser(provider.url, publicToken);
    await holdRequests(provider.url, '/v1/sessions/authenticate');
    const response = await post(impatient, payloadOf(user));
    expect(response.status).toBe(503);
    expect(await impatient.isAuthenticated(user.userId)).toBe(false);
    expect(await releaseHeld(provider.url)).toBe(1);
  });

  it('answers 503 with Retry-After when the provider rate-limits, and 503 on a provider error', async () => {
    const user = await signUpNewUser(provider.url, publicToken);
    await fetch(`${provider.url}/_dev/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/v1/sessions/authenticate', status: 429 }),
    });
    const limited = await post(worker, payloadOf(user));
    expect(limited.status).toBe(503);
    expect(limited.headers.get('retry-after')).toBe('1');
    await fetch(`${provider.url}/_dev/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/v1/sessions/authenticate', status: 500 }),
    });
    expect((await post(worker, payloadOf(user))).status).toBe(503);
    // Once the provider answers again, the same session is accepted.
    expect((await post(worker, payloadOf(user))).status).toBe(200);
  });

  it('answers 502 when the provider refuses the worker’s own credentials', async () => {
    const misconfigured = await extraWorker({ secret: 'not-the-secret' });
    const user = await signUpNewUser(provider.url, publicToken);
    const response = await post(misconfigured, payloadOf(user));
    expect(response.status).toBe(502);
    expect(await misconfigured.isAuthenticated(user.userId)).toBe(false);
  });
});

describe('startWorker options', () => {
  it('refuses an allowed origin or provider URL that is not an http(s) URL, naming the option', async () => {
    await expect(startWorker(workerOptions({ allowedOrigin: 'localhost:5173' }))).rejects.toThrow(
      'The worker\'s allowedOrigin must be an absolute http(s) URL such as http://localhost:5173, got "localhost:5173".',
    );
    await expect(startWorker(workerOptions({ providerUrl: 'ftp://provider' }))).rejects.toThrow(/providerUrl/);
  });
});

describe('the worker forgets sessions that ended', () => {
  const logout = (target: RunningWorker, sessionToken: string) =>
    fetch(`${target.url}/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: HOST_ORIGIN },
      body: JSON.stringify({ sessionToken }),
    });

  it('forgets a session at Log Out, only for the holder of its token', async () => {
    const user = await signUpNewUser(provider.url, publicToken);
    expect((await post(worker, payloadOf(user))).status).toBe(200);
    const forged = await logout(worker, 'someone-elses-token');
    expect(forged.status).toBe(200);
    expect(await worker.isAuthenticated(user.userId)).toBe(true);
    const answer = await logout(worker, user.sessionToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(HOST_ORIGIN);
    expect(await worker.isAuthenticated(user.userId)).toBe(false);
    expect((await logout(worker, '')).status).toBe(400);
  });

  it('keeps a user signed in from another browser when one of their browsers logs out', async () => {
    const laptop = await signUpNewUser(provider.url, publicToken);
    const phone = await signInAgain(provider.url, publicToken, laptop);
    expect((await post(worker, payloadOf(laptop))).status).toBe(200);
    expect((await post(worker, payloadOf(phone))).status).toBe(200);
    expect((await logout(worker, phone.sessionToken)).status).toBe(200);
    expect(await worker.isAuthenticated(laptop.userId)).toBe(true);
    expect((await logout(worker, laptop.sessionToken)).status).toBe(200);
    expect(await worker.isAuthenticated(laptop.userId)).toBe(false);
  });

  it('reports a session revoked on the provider unauthenticated once it checks again', async () => {
    const user = await signUpNewUser(provider.url, publicToken);
    const other = await signUpNewUser(provider.url, publicToken);
    expect((await post(worker, payloadOf(user))).status).toBe(200);
    expect((await post(worker, payloadOf(other))).status).toBe(200);
    await revokeSession(provider.url, publicToken, user.sessionToken);
    expect(await worker.recheck()).toBe(1);
    expect(await worker.isAuthenticated(user.userId)).toBe(false);
    expect((await worker.authenticatedSessions()).some((entry) => entry.userId === user.userId)).toBe(false);
    expect(await worker.isAuthenticated(other.userId)).toBe(true);
  });

  it('forgets a recorded session when its own token is sent again and the provider answers it is gone', async () => {
    const user = await signUpNewUser(provider.url, publicToken);
    expect((await post(worker, payloadOf(user))).status).toBe(200);
    await revokeSession(provider.url, publicToken, user.sessionToken);
    expect((await post(worker, payloadOf(user))).status).toBe(401);
    expect(await worker.isAuthenticated(user.userId)).toBe(false);
  });

  it('signs nobody out while the provider cannot be reached', async () => {
    const user = await signUpNewUser(provider.url, publicToken);
    expect((await post(worker, payloadOf(user))).status).toBe(200);
    await fetch(`${provider.url}/_dev/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/v1/sessions/authenticate', status: 503, times: 100 }),
    });
    expect(await worker.recheck()).toBe(0);
    expect(await worker.isAuthenticated(user.userId)).toBe(true);
  });

  it('checks by itself on its interval', async () => {
    const checking = await extraWorker({ recheckIntervalMs: 50 });
    const user = await signUpNewUser(provider.url, publicToken);
    expect((await post(checking, payloadOf(user))).status).toBe(200);
    await revokeSession(provider.url, publicToken, user.sessionToken);
    await expect.poll(() => checking.isAuthenticated(user.userId), { timeout: 10_000 }).toBe(false);
  });
});
