// The package as another project gets it: `npm pack`, installed into a fresh project outside this
// repository with only react, react-dom (and their types), typescript, vite, @web/test-runner and its
// Playwright launcher beside it. There it type-checks a strict TSX file, runs a web-test-runner test
// against court-login/testing, and a plain page completes a magic-link sign-in with only the script
// tag, then reads the session and signs out through the public API.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright';
import { chromiumPath } from '../../scripts/chromium.ts';
import { launchChromium, newEmail, recordWidgetEvents, widgetEvents } from './support/embedding.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const FIXTURE = new URL('./package-fixture/', import.meta.url).pathname;
const PUBLIC_TOKEN = 'public-token-test-court-login-local';
const repoPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
const BESIDE = ['react', 'react-dom', '@types/react', '@types/react-dom', 'typescript', 'vite', '@web/test-runner', '@web/test-runner-playwright'];

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 300_000 });
  return { status: child.status, output: `${child.stdout}\n${child.stderr}` };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The installed bin, as a consumer runs it: prints {"url": …} once it listens. */
function startProviderBin(project: string, args: string[]): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(join(project, 'node_modules/.bin/court-login-provider'), ['--port', '0', ...args], { cwd: project });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve({ url: (JSON.parse(line) as { url: string }).url, process: child });
    });
    child.once('exit', (code) => reject(new Error(`court-login-provider exited with ${code}: ${output}`)));
  });
}

const TYPES: Record<string, string> = { '.js': 'text/javascript' };

/** Serves the consumer's page, and the installed package's files under /court-login/, as a site would. */
async function servePage(project: string, page: string, port: number): Promise<Server> {
  const dist = join(project, 'node_modules/court-login/dist');
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path === '/signin.html' ? null : path.startsWith('/court-login/') ? normalize(join(dist, path.slice('/court-login/'.length))) : undefined;
    if (file === undefined || (file !== null && !file.startsWith(dist))) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = file === null ? page : readFileSync(file);
      response.writeHead(200, { 'Content-Type': file === null ? 'text/html' : TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

describe('the court-login package in another project', () => {
  let project: string;
  let packs: string;

  before(() => {
    packs = mkdtempSync(join(tmpdir(), 'court-login-pack-'));
    project = mkdtempSync(join(tmpdir(), 'court-login-consumer-'));
    const packed = run('npm', ['pack', '--pack-destination', packs], ROOT);
    assert.equal(packed.status, 0, packed.output);
    const tarball = readdirSync(packs).find((name) => name.endsWith('.tgz'));
    assert.ok(tarball, 'npm pack wrote a tarball');
    const dependencies = Object.fromEntries(BESIDE.map((name) => [name, repoPackage.devDependencies[name]]));
    writeFileSync(join(project, 'package.json'), JSON.stringify({
      name: 'consumer', private: true, type: 'module',
      dependencies: { 'court-login': `file:${join(packs, tarball)}`, ...dependencies },
    }, null, 2));
    cpSync(FIXTURE, project, { recursive: true });
    const installed = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], project);
    assert.equal(installed.status, 0, installed.output);
  });

  after(() => {
    rmSync(project, { recursive: true, force: true });
    rmSync(packs, { recursive: true, force: true });
  });

  it('ships the built element, chunks, types, testing kit, README and LICENSE, and no sources, tests or demo', () => {
    const listing = run('tar', ['-tzf', join(packs, readdirSync(packs)[0]!)], packs);
    const files = listing.output.split('\n').filter(Boolean).map((path) => path.replace(/^package\//, ''));
    for (const needed of ['dist/court-login.js', 'dist/react.js', 'dist/testing/index.js', 'dist/testing/bin.js', 'dist/testing/strength-worker.js',
      'dist/types/element/index.d.ts', 'dist/types/element/react.d.ts', 'dist/types/demo/testing/index.d.ts', 'README.md', 'LICENSE', 'package.json']) {
      assert.ok(files.includes(needed), `${needed} is in the tarball`);
    }
    assert.deepEqual(files.filter((path) => /^(src|element|tests|demo|host-app|scripts)\//.test(path) || path.startsWith('dist/host-app')), []);
  });

  it('type-checks a strict TSX file with a typed config object and oncourt-* handlers, and rejects a wrong option name', () => {
    const good = run('npx', ['tsc', '-p', 'tsconfig.json'], project);
    assert.equal(good.status, 0, good.output);
    const bad = run('npx', ['tsc', '-p', 'tsconfig.bad.json'], project);
    assert.notEqual(bad.status, 0);
    assert.match(bad.output, /'otpOptionz' does not exist in type 'CourtLoginConfig'/);
    assert.match(bad.output, /Property 'sessionTokn' does not exist on type 'SuccessDetail'/);
  });

  it('runs a web-test-runner test in Chromium that signs in by email passcode against court-login/testing', async () => {
    const port = await freePort();
    const tested = run('node', ['--import', './loopback.mjs', 'node_modules/@web/test-runner/dist/bin.js', '--port', String(port)], project,
      { COURT_CHROMIUM_PATH: chromiumPath(), CI: 'true' });
    assert.equal(tested.status, 0, tested.output);
    // The runner colours its summary even when asked not to: compare the text without escape codes.
    assert.match(tested.output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, ''), /1 passed, 0 failed/);
  });

  describe('a plain page with only the script tag', () => {
    let browser: Browser;
    let provider: { url: string; process: ChildProcess };
    let site: { url: string; server: Server } | undefined;

    before(async () => {
      const port = await freePort();
      const pageUrl = `http://localhost:${port}/signin.html`;
      // Redirect URLs are an exact allow-list: the consumer names its own page, as a project would.
      writeFileSync(join(project, 'provider-settings.json'), JSON.stringify({ allowed_redirect_urls: [pageUrl] }));
      provider = await startProviderBin(project, ['--settings', 'provider-settings.json']);
      const config = { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: pageUrl, signupRedirectURL: pageUrl } };
      const page = `<!doctype html><html lang="en"><head><title>Sign in</title>
        <script type="module" src="/court-login/court-login.js"></script></head>
        <body><main><court-login public-token="${PUBLIC_TOKEN}" provider-url="${provider.url}" config='${JSON.stringify(config)}'></court-login></main></body></html>`;
      site = { url: `http://localhost:${port}`, server: await servePage(project, page, port) };
      browser = await launchChromium();
    });
    after(async () => {
      await browser?.close();
      site?.server.close();
      provider?.process.kill('SIGTERM');
    });

    it('completes a magic-link sign-in, then page code reads the session and signs out', async () => {
      const context = await browser.newContext();
      await recordWidgetEvents(context);
      const page = await context.newPage();
      const { url } = site!;
      await page.goto(`${url}/signin.html`);
      const email = newEmail('package');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();

      const { latestMessage } = (await import(join(project, 'node_modules/court-login/dist/testing/index.js'))) as typeof import('../../demo/testing/index.ts');
      const { link } = await latestMessage(provider.url, email);
      assert.ok(link?.startsWith(`${url}/signin.html?`), link);
      await page.goto(link!);
      await page.waitForFunction(() => (window as unknown as { __courtEvents: { success: unknown[] } }).__courtEvents.success.length > 0);
      const events = await widgetEvents(page);
      assert.equal(events.success.length, 1);
      assert.equal(events.success[0]?.method, 'magic_link');
      assert.equal(events.success[0]?.user.emails[0]?.email, email);
      assert.equal(new URL(page.url()).search, '', 'the token left the address bar');

      const session = await page.evaluate(async ({ publicToken, providerUrl }) => {
        const { loadSession } = await import('/court-login/court-login.js' as string);
        const current = await loadSession({ publicToken, providerUrl });
        const before = current.getSync();
        await current.signOut();
        return { before: { status: before.status, email: before.user?.emails[0]?.email }, after: current.getSync().status };
      }, { publicToken: PUBLIC_TOKEN, providerUrl: provider.url });
      assert.deepEqual(session, { before: { status: 'signed-in', email }, after: 'signed-out' });
      const cookies = await context.cookies(url);
      assert.equal(cookies.some((cookie) => cookie.name === 'stytch_session'), false, 'the session cookie is gone');
      await context.close();
    });
  });
});
