// `npm start` as a user runs it: the stack starts without a terminal on stdin, prints where each server
// is, and one SIGTERM to its process group stops every server and exits 0.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TOKEN = 'public-token-test-court-login-local';
const FREE_PORTS = {
  COURT_HOST_PORT: '0',
  COURT_PROVIDER_PORT: '0',
  COURT_WORKER_PORT: '0',
  COURT_PAGES_PORT: '0',
  COURT_ELEMENT_PORT: '0',
};

const urlAfter = (output: string, label: string): string | undefined =>
  new RegExp(`${label.replace('.', '\\.')}:\\s+(http://localhost:\\d+)`).exec(output)?.[1];

/** Resolves once nothing accepts connections on the URL's port. */
const isClosed = (url: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

test(
  'npm start serves the host app, provider, worker and pages on the given ports and stops cleanly on SIGTERM',
  { timeout: 60_000 },
  async (t) => {
    // The command of `npm start` itself: `npx`/`npm run` would add a `sh -c` that dies of the group's
    // SIGTERM, which npm then re-raises on itself, hiding the stack's own exit code. Node runs the stack
    // itself with tsx as a loader: the tsx command's parent process, which relays signals to a child,
    // now and then exited 143 before the stack had stopped.
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/start.ts'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...FREE_PORTS },
    });
    t.after(() => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      child.once('exit', (code, signal) => resolve({ code, signal }));
    });
    let output = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Press Ctrl-C to stop.')) resolve();
      });
      void exited.then(({ code }) => reject(new Error(`npm start ended early with ${code}:\n${output}\n${errors}`)));
    });

    const printed = {
      host: urlAfter(output, 'Tennis court app'),
      provider: urlAfter(output, 'Local provider'),
      worker: urlAfter(output, 'Worker'),
      pages: urlAfter(output, 'Embedding pages'),
      element: urlAfter(output, 'court-login.js'),
    };
    for (const [name, url] of Object.entries(printed)) assert.ok(url, `no ${name} URL in:\n${output}`);
    const urls = printed as Record<keyof typeof printed, string>;
    const { host, provider, worker, pages, element } = urls;
    assert.equal(new Set(Object.values(urls)).size, 5, 'every server has its own port');
    for (const defaultPort of ['5173', '5174', '5175', '8787', '8788']) {
      assert.ok(
        Object.values(urls).every((url) => new URL(url).port !== defaultPort),
        `the free-port variables were ignored:\n${output}`,
      );
    }

    const hostPage = await fetch(`${host}/`);
    assert.equal(hostPage.status, 200);
    assert.match(hostPage.headers.get('content-type') ?? '', /text\/html/);
    const bootstrap = await fetch(`${provider}/sdk/v1/projects/bootstrap/${TOKEN}`, {
      headers: { Authorization: `Basic ${Buffer.from(`${TOKEN}:${TOKEN}`).toString('base64')}` },
    });
    assert.equal(bootstrap.status, 200);
    assert.equal(
      typeof ((await bootstrap.json()) as { data?: { email_domains?: unknown } }).data?.email_domains,
      'object',
    );
    assert.equal((await fetch(`${worker}/`)).status, 404);
    // The assistant's MCP server points clients at the provider, whose origin is the issuer.
    const resource = (await (await fetch(`${worker}/.well-known/oauth-protected-resource/mcp`)).json()) as Record<
      string,
      unknown
    >;
    assert.deepEqual([resource.resource, resource.authorization_servers], [`${worker}/mcp`, [provider]]);
    assert.equal((await fetch(`${pages}/third-party.html`)).status, 200);
    assert.equal((await fetch(`${element}/court-login.js`)).status, 200);

    process.kill(-child.pid!, 'SIGTERM');
    assert.deepEqual(await exited, { code: 0, signal: null }, `stderr:\n${errors}`);
    for (const url of Object.values(urls)) assert.ok(await isClosed(url), `${url} still accepts connections`);
  },
);
