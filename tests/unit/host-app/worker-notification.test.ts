// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notifyWorker, type WorkerDeps } from '../../../host-app/worker.ts';
import { startProvider, type RunningProvider } from '../../../local-provider/http/server.ts';
import { startWorker, type RunningWorker } from '../../../worker/server.ts';
import { signUpNewUser } from '../worker/provider-sign-in.ts';

let provider: RunningProvider;
let worker: RunningWorker;

beforeAll(async () => {
  provider = await startProvider({ port: 0 });
  const { project_id: projectId, secret } = provider.provider.settings;
  worker = await startWorker({
    port: 0,
    providerUrl: provider.url,
    projectId,
    secret,
    allowedOrigin: 'http://localhost:5173',
  });
});

afterAll(async () => {
  await worker.close();
  await provider.close();
});

function recordingDeps(workerUrl: string, fetchImpl: typeof fetch = fetch) {
  const alerts: string[] = [];
  const logs: string[] = [];
  const deps: WorkerDeps = { workerUrl, fetch: fetchImpl, alert: (m) => alerts.push(m), log: (m) => logs.push(m) };
  return { deps, alerts, logs };
}

describe('notifyWorker', () => {
  it('sends exactly {userId, email, verified: true, sessionToken} as JSON asking for text, and logs the ok text', async () => {
    const user = await signUpNewUser(provider.url, provider.provider.settings.public_token);
    const sent: Array<{ url: string; init: RequestInit | undefined }> = [];
    const spying: typeof fetch = (input, init) => {
      sent.push({ url: String(input), init });
      return fetch(input, init);
    };
    const { deps, alerts, logs } = recordingDeps(worker.url, spying);
    expect(await notifyWorker(user, deps)).toBe('accepted');
    expect(sent[0]?.url).toBe(`${worker.url}/authenticate`);
    expect(sent[0]?.init?.method).toBe('POST');
    expect(sent[0]?.init?.headers).toMatchObject({ Accept: 'text/plain', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual({
      userId: user.userId,
      email: user.email,
      verified: true,
      sessionToken: user.sessionToken,
    });
    expect(alerts).toEqual([]);
    expect(logs).toEqual([expect.stringContaining(`Authenticated ${user.email}`)]);
    expect(logs.join('')).not.toContain(user.sessionToken);
    expect(await worker.isAuthenticated(user.userId)).toBe(true);
  });

  it('alerts "Worker authentication failed: {text}" when the worker refuses', async () => {
    const { deps, alerts, logs } = recordingDeps(worker.url);
    const outcome = await notifyWorker({ userId: 'user-test-nobody', email: '', sessionToken: 'forged' }, deps);
    expect(outcome).toBe('refused');
    expect(alerts).toEqual(['Worker authentication failed: The session could not be verified for this user.']);
    expect(logs).toEqual([]);
  });

  it('alerts "Failed to sync with MCP server: {error}" when the worker cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { deps, alerts } = recordingDeps(`http://localhost:${port}`);
    expect(await notifyWorker({ userId: 'u', email: '', sessionToken: 't' }, deps)).toBe('unreachable');
    expect(alerts).toEqual(['Failed to sync with MCP server: fetch failed']);
  });
});
