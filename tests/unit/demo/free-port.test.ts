// @vitest-environment node
// Starting servers on ports picked in advance, as the end-to-end tests and `npm start` with port 0 do:
// the pick stays out of the range other processes' connections take, a start that lost its port is
// run again, and a start that fails closes what it had opened.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, isPortTaken, retryOnTakenPort } from '../../../demo/free-port.ts';

const listening: Server[] = [];
afterEach(async () => {
  await Promise.all(listening.splice(0).map((server) => new Promise((done) => server.close(done))));
});

function occupy(port: number): Promise<Server> {
  const server = createServer();
  listening.push(server);
  return new Promise((resolve, reject) =>
    server.once('error', reject).listen(port, '127.0.0.1', () => resolve(server)),
  );
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('freePort', () => {
  it('gives a port below the ephemeral range that a server can listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(32_768);
    await occupy(port);
  });
});

describe('isPortTaken', () => {
  it("knows Node's error and Vite's strict-port error, and nothing else", () => {
    expect(isPortTaken(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }))).toBe(true);
    expect(isPortTaken(new Error('Port 24017 is already in use'))).toBe(true);
    expect(isPortTaken(Object.assign(new Error('listen EACCES'), { code: 'EACCES' }))).toBe(false);
    expect(isPortTaken(new Error('Port 24017 is already in use, and more'))).toBe(false);
    expect(isPortTaken(undefined)).toBe(false);
    expect(isPortTaken('EADDRINUSE')).toBe(false);
  });
});

describe('retryOnTakenPort', () => {
  it('runs the start again while its port is taken, until it listens', async () => {
    const taken = await occupy(await freePort());
    const takenPort = (taken.address() as { port: number }).port;
    const tried: number[] = [];
    const server = await retryOnTakenPort(async () => {
      const port = tried.length < 2 ? takenPort : await freePort();
      tried.push(port);
      return occupy(port);
    });
    expect(tried.slice(0, 2)).toEqual([takenPort, takenPort]);
    expect(tried).toHaveLength(3);
    expect(server.listening).toBe(true);
  });

  it('gives up after five tries with the last error', async () => {
    const taken = await occupy(await freePort());
    const takenPort = (taken.address() as { port: number }).port;
    let tries = 0;
    const start = retryOnTakenPort(() => {
      tries += 1;
      return occupy(takenPort);
    });
    await expect(start).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(tries).toBe(5);
  });

  it('does not retry another failure', async () => {
    let tries = 0;
    const start = retryOnTakenPort(async () => {
      tries += 1;
      throw new Error('The settings are not valid.');
    });
    await expect(start).rejects.toThrow('The settings are not valid.');
    expect(tries).toBe(1);
  });
});

describe('startPages on a taken port', () => {
  // What a leaked server does: the process never ends, and a test file that started the pages hangs.
  it('fails with the taken port and leaves nothing open that keeps the process alive', async () => {
    const elementDir = mkdtempSync(join(tmpdir(), 'court-login-element-'));
    const script = `
      import { createServer } from 'node:net';
      import { startPages } from ${JSON.stringify(pathToFileURL(join(ROOT, 'demo/pages/server.ts')).href)};
      const taken = createServer();
      await new Promise((resolve) => taken.listen(0, '127.0.0.1', resolve));
      const failure = await startPages({
        port: taken.address().port,
        elementDir: ${JSON.stringify(elementDir)},
        providerUrl: 'http://localhost:8788',
        workerUrl: 'http://localhost:8787',
      }).then(() => 'started', (error) => error.code);
      taken.close();
      console.log(failure);
    `;
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.signal, 'the process was still running after a minute').toBeNull();
      expect(run.stdout.trim()).toBe('EADDRINUSE');
      expect(run.status).toBe(0);
    } finally {
      rmSync(elementDir, { recursive: true, force: true });
    }
  }, 70_000);
});
