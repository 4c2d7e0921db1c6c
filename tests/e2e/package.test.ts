// The package as another project gets it: `npm run package` builds pack/, `npm pack ./pack` packs it,
// and the tarball is installed into fresh projects outside this repository.
//   basic/       react, react-dom (and their types), typescript, vite, @web/test-runner and its Playwright
//                launcher beside it: a strict TSX file type-checks, a web-test-runner test runs against
//                court-login/testing, every public entry loads in Node, and a plain page completes a
//                magic-link sign-in with only the script tag, then reads the session and signs out.
//   react-vite/  React 18 + Vite, <CourtLogin> with callbacks
//   next/        Next.js App Router, server-rendered on each request (`next build` + `next start`)
//   vue/, svelte/, angular/  Vue 3, Svelte 5 and Angular 21, the element rendered only while signed out
// Each framework app is type-checked strictly (skipLibCheck false; vue-tsc, svelte-check and Angular's
// compiler, no @types/react there), then signs in by passcode and by the Google stand-in, signs out
// and in again without a reload.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright';
import { chromiumPath } from '../../scripts/browsers.ts';
import { freePort } from '../../demo/free-port.ts';
import { launchChromium, newEmail, recordWidgetEvents, widgetEvents } from './support/embedding.ts';
import {
  installFixture,
  pageWhenUp,
  run,
  serveFolder,
  signInJourney,
  startBin,
  type Served,
} from './support/package-apps.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const FIXTURES = new URL('./package-fixture/', import.meta.url).pathname;
const PUBLIC_TOKEN = 'public-token-test-court-login-local';
const repoPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const BESIDE = [
  'react',
  'react-dom',
  '@types/react',
  '@types/react-dom',
  'typescript',
  'vite',
  '@web/test-runner',
  '@web/test-runner-playwright',
];

/** The installed bin, as a consumer runs it: prints {"url": …} once it listens. */
function startProviderBin(project: string, args: string[]): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(join(project, 'node_modules/.bin/court-login-provider'), ['--port', '0', ...args], {
    cwd: project,
  });
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
    const file =
      path === '/signin.html'
        ? null
        : path.startsWith('/court-login/')
          ? normalize(join(dist, path.slice('/court-login/'.length)))
          : undefined;
    if (file === undefined || (file !== null && !file.startsWith(dist))) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = file === null ? page : readFileSync(file);
      response
        .writeHead(200, {
          'Content-Type': file === null ? 'text/html' : (TYPES[extname(file)] ?? 'application/octet-stream'),
        })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return server;
}

describe('the court-login package in another project', () => {
  let project: string;
  let packs: string;
  let tarball: string;
  let files: string[];

  before(() => {
    packs = mkdtempSync(join(tmpdir(), 'court-login-pack-'));
    project = mkdtempSync(join(tmpdir(), 'court-login-consumer-'));
    const built = run('npx', ['tsx', 'scripts/package.ts'], ROOT);
    assert.equal(built.status, 0, built.output);
    const packed = run('npm', ['pack', './pack', '--pack-destination', packs], ROOT);
    assert.equal(packed.status, 0, packed.output);
    const name = readdirSync(packs).find((file) => file.endsWith('.tgz'));
    assert.ok(name, 'npm pack wrote a tarball');
    tarball = join(packs, name);
    files = run('tar', ['-tzf', tarball], packs)
      .output.split('\n')
      .filter(Boolean)
      .map((path) => path.replace(/^package\//, ''));
    const dependencies = Object.fromEntries(
      BESIDE.map((dependency) => [dependency, repoPackage.devDependencies[dependency]]),
    );
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify(
        {
          name: 'consumer',
          private: true,
          type: 'module',
          dependencies: { 'court-login': `file:${tarball}`, ...dependencies },
        },
        null,
        2,
      ),
    );
    cpSync(join(FIXTURES, 'basic'), project, { recursive: true });
    const installed = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], project);
    assert.equal(installed.status, 0, installed.output);
  });

  after(() => {
    rmSync(project, { recursive: true, force: true });
    rmSync(packs, { recursive: true, force: true });
  });

  it('ships the built element, chunks, types, testing kit, README, LICENSE and the bundled licences, and no sources, tests or demo', () => {
    for (const needed of [
      'dist/court-login.js',
      'dist/react.js',
      'dist/testing/index.js',
      'dist/testing/bin.js',
      'dist/testing/strength-worker.js',
      'dist/types/element/index.d.ts',
      'dist/types/element/react.d.ts',
      'dist/types/testing/index.d.ts',
      'README.md',
      'LICENSE',
      'THIRD-PARTY-LICENSES.md',
      'dist/testing/THIRD-PARTY-LICENSES.md',
      'dist/custom-elements.json',
      'package.json',
    ]) {
      assert.ok(files.includes(needed), `${needed} is in the tarball`);
    }
    assert.deepEqual(
      files.filter(
        (path) =>
          /^(src|element|tests|demo|local-provider|testing|host-app|scripts)\//.test(path) ||
          path.startsWith('dist/host-app'),
      ),
      [],
    );
  });

  it("publishes a manifest without the repository's scripts and devDependencies, React as an optional peer", () => {
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules/court-login/package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    for (const field of ['devDependencies', 'scripts', 'dependencies', 'overrides', 'private'])
      assert.equal(field in manifest, false, field);
    assert.deepEqual(manifest.peerDependenciesMeta, { react: { optional: true } });
    // Editors and catalogues find the element's description through `customElements`.
    const elements = JSON.parse(
      readFileSync(join(project, 'node_modules/court-login', manifest.customElements as string), 'utf8'),
    ) as { modules: { declarations: { tagName?: string }[] }[] };
    assert.equal(elements.modules[0]?.declarations[0]?.tagName, 'court-login');
  });

  it("names every bundled package with its licence: React in the element's file, the provider's dependencies in the kit's", () => {
    const installed = join(project, 'node_modules/court-login');
    const element = readFileSync(join(installed, 'THIRD-PARTY-LICENSES.md'), 'utf8');
    for (const bundled of ['react', 'react-dom', 'scheduler'])
      assert.match(element, new RegExp(`^## ${bundled} - [0-9.]+ \\(MIT\\)$`, 'm'));
    assert.match(element, /Copyright \(c\) Meta Platforms/);
    const kit = readFileSync(join(installed, 'dist/testing/THIRD-PARTY-LICENSES.md'), 'utf8');
    for (const bundled of ['viem', 'tweetnacl', '@simplewebauthn/server'])
      assert.match(kit, new RegExp(`^## ${bundled} - `, 'm'));
  });

  it('has a README whose links point only at files in the tarball', () => {
    const readme = readFileSync(join(project, 'node_modules/court-login/README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\(([^)]+)\)/g)].map(([, target]) => target!);
    assert.ok(links.length > 0);
    for (const link of links) assert.ok(files.includes(link.split('#')[0]!), `${link} is in the tarball`);
  });

  it("ships declarations of the public entries only, and the root's reach no React types", () => {
    const types = files.filter((path) => path.startsWith('dist/types/'));
    assert.ok(!types.some((path) => /Widget|mount|screens|\/ui\//.test(path)), types.join(', '));
    const rootTypes = types.filter(
      (path) => !/^dist\/types\/(testing|local-provider)\//.test(path) && !path.endsWith('element/react.d.ts'),
    );
    for (const path of rootTypes) {
      assert.doesNotMatch(
        readFileSync(join(project, 'node_modules/court-login', path), 'utf8'),
        /from ['"]react/,
        path,
      );
    }
  });

  it('loads every public entry in Node without a DOM, and renders <CourtLogin> on the server to nothing', () => {
    const script = `
      const root = await import('court-login');
      const react = await import('court-login/react');
      const testing = await import('court-login/testing');
      const { renderToString } = await import('react-dom/server');
      const { createElement } = await import('react');
      const html = renderToString(createElement(react.CourtLogin, { publicToken: 't', config: { products: ['otp'] } }));
      console.log(JSON.stringify({ element: typeof root.CourtLoginElement, loadSession: typeof root.loadSession,
        component: typeof react.CourtLogin, kit: typeof testing.startProvider, html, dom: typeof customElements }));`;
    const loaded = run('node', ['--input-type=module', '-e', script], project);
    assert.equal(loaded.status, 0, loaded.output);
    assert.deepEqual(JSON.parse(loaded.output.trim().split('\n')[0]!), {
      element: 'function',
      loadSession: 'function',
      component: 'function',
      kit: 'function',
      html: '',
      dom: 'undefined',
    });
    assert.match(readFileSync(join(project, 'node_modules/court-login/dist/react.js'), 'utf8'), /^["']use client["'];/);
  });

  it('type-checks a strict TSX file with a typed config object and oncourt-* handlers, and rejects a wrong option name', () => {
    const good = run('npx', ['tsc', '-p', 'tsconfig.json'], project);
    assert.equal(good.status, 0, good.output);
    const bad = run('npx', ['tsc', '-p', 'tsconfig.bad.json'], project);
    assert.notEqual(bad.status, 0);
    assert.match(bad.output, /'otpOptionz' does not exist in type 'CourtLoginConfig'/);
    assert.match(bad.output, /Property 'sessionTokn' does not exist on type 'SuccessDetail'/);
    assert.match(bad.output, /Property 'userId' does not exist on type 'SuccessDetail'/);
    assert.match(bad.output, /Property 'publicToken' is missing/);
  });

  it('runs a web-test-runner test in Chromium that signs in by email passcode against court-login/testing', async () => {
    const port = await freePort();
    const tested = run(
      'node',
      ['--import', './loopback.mjs', 'node_modules/@web/test-runner/dist/bin.js', '--port', String(port)],
      project,
      { COURT_CHROMIUM_PATH: chromiumPath(), CI: 'true' },
    );
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
      const config = {
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: { loginRedirectURL: pageUrl, signupRedirectURL: pageUrl },
      };
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

      const { latestMessage } = (await import(
        join(project, 'node_modules/court-login/dist/testing/index.js')
      )) as typeof import('../../testing/index.ts');
      const { link } = await latestMessage(provider.url, email);
      assert.ok(link?.startsWith(`${url}/signin.html?`), link);
      await page.goto(link!);
      await page.waitForFunction(
        () => (window as unknown as { __courtEvents: { success: unknown[] } }).__courtEvents.success.length > 0,
      );
      const events = await widgetEvents(page);
      assert.equal(events.success.length, 1);
      assert.equal(events.success[0]?.method, 'magic_link');
      assert.equal(events.success[0]?.user.emails[0]?.email, email);
      assert.equal(new URL(page.url()).search, '', 'the token left the address bar');

      const session = await page.evaluate(
        async ({ publicToken, providerUrl }) => {
          const { loadSession } = await import('/court-login/court-login.js' as string);
          const current = await loadSession({ publicToken, providerUrl });
          const before = current.getSync();
          await current.signOut();
          return {
            before: { status: before.status, email: before.user?.emails[0]?.email },
            after: current.getSync().status,
          };
        },
        { publicToken: PUBLIC_TOKEN, providerUrl: provider.url },
      );
      assert.deepEqual(session, { before: { status: 'signed-in', email }, after: 'signed-out' });
      const cookies = await context.cookies(url);
      assert.equal(
        cookies.some((cookie) => cookie.name === 'stytch_session'),
        false,
        'the session cookie is gone',
      );
      await context.close();
    });
  });

  describe('framework apps: React 18 + Vite, Next.js App Router with server rendering, Vue 3, Svelte 5, Angular', () => {
    let browser: Browser;
    let provider: { url: string; process: ChildProcess };
    const apps = ['react-vite', 'next', 'vue', 'svelte', 'angular'] as const;
    const ports = new Map<string, number>();
    const appUrl = (app: string) => `http://localhost:${ports.get(app)}/`;

    before(async () => {
      for (const app of apps) {
        let port = await freePort();
        while ([...ports.values()].includes(port)) port = await freePort();
        ports.set(app, port);
      }
      // Each app is its own redirect page for the Google stand-in.
      writeFileSync(join(project, 'apps-settings.json'), JSON.stringify({ allowed_redirect_urls: apps.map(appUrl) }));
      provider = await startProviderBin(project, ['--settings', 'apps-settings.json']);
      browser = await launchChromium();
    });
    after(async () => {
      await browser?.close();
      provider?.process.kill('SIGTERM');
    });

    /** Installs the fixture, type-checks it, builds it with the provider's URL, serves it, and walks the journey. */
    async function checkApp(
      app: (typeof apps)[number],
      steps: { check: string[]; build: string[]; serve: string[] | ((folder: string) => Served) },
      env: NodeJS.ProcessEnv,
    ) {
      const folder = join(project, 'apps', app);
      installFixture(join(FIXTURES, app), folder, tarball);
      const [checker, ...checkArgs] = steps.check;
      const checked = run(join(folder, 'node_modules/.bin', checker!), checkArgs, folder);
      assert.equal(checked.status, 0, checked.output);
      const [builder, ...buildArgs] = steps.build;
      const built = run(join(folder, 'node_modules/.bin', builder!), buildArgs, folder, env);
      assert.equal(built.status, 0, built.output);
      const serving =
        typeof steps.serve === 'function'
          ? steps.serve(folder)
          : startBin(folder, steps.serve[0]!, steps.serve.slice(1), env);
      try {
        const html = await pageWhenUp(appUrl(app), serving.output);
        await signInJourney(browser, appUrl(app), provider.url, app);
        return html;
      } finally {
        serving.stop();
      }
    }

    const viteSteps = (app: string, check: string[]) => ({
      check,
      build: ['vite', 'build', '--logLevel', 'warn'],
      serve: ['vite', 'preview', '--host', '127.0.0.1', '--port', String(ports.get(app)), '--strictPort'],
    });

    it('React 18 + Vite: <CourtLogin> with callbacks signs in by passcode and Google, out and in again', async () => {
      await checkApp('react-vite', viteSteps('react-vite', ['tsc', '-p', 'tsconfig.json']), {
        VITE_PROVIDER_URL: provider.url,
      });
    });

    it('Next.js App Router: a server component renders <CourtLogin> on each request; it signs in by passcode and Google, out and in again', async () => {
      const html = await checkApp(
        'next',
        {
          check: ['tsc', '-p', 'tsconfig.check.json'],
          build: ['next', 'build'],
          serve: ['next', 'start', '-H', '127.0.0.1', '-p', String(ports.get('next'))],
        },
        { NEXT_PUBLIC_PROVIDER_URL: provider.url, NEXT_PUBLIC_APP_URL: appUrl('next'), NEXT_TELEMETRY_DISABLED: '1' },
      );
      assert.match(html, /Rendered at \d{4}-\d{2}-\d{2}/, 'the server rendered the page');
      assert.match(html, /data-testid="status"/);
    });

    it('Vue 3: the element only while signed out; court-success still arrives on document', async () => {
      await checkApp('vue', viteSteps('vue', ['vue-tsc', '--noEmit']), { VITE_PROVIDER_URL: provider.url });
    });

    it('Svelte 5: the element only while signed out; court-success still arrives on document', async () => {
      await checkApp(
        'svelte',
        viteSteps('svelte', ['svelte-check', '--tsconfig', './tsconfig.json', '--fail-on-warnings']),
        { VITE_PROVIDER_URL: provider.url },
      );
    });

    it('Angular: the element only while signed out, config bound as a property; court-success still arrives on document', async () => {
      await checkApp(
        'angular',
        {
          check: ['tsc', '-p', 'tsconfig.json'],
          build: ['ng', 'build', `--define=PROVIDER_URL=${JSON.stringify(provider.url)}`],
          serve: (folder) => serveFolder(join(folder, 'dist/browser'), ports.get('angular')!),
        },
        { NG_CLI_ANALYTICS: 'false' },
      );
    });
  });
});
