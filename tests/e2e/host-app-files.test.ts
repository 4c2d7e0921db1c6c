// The host app's dev server serves what the app is built from, not the rest of the project or machine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createServer } from 'vite';

const config = fileURLToPath(new URL('../../host-app/vite.config.ts', import.meta.url));
const projectDir = fileURLToPath(new URL('../../', import.meta.url));

test(
  'the Vite dev server refuses files outside the app, its sources and its dependencies',
  { timeout: 60_000 },
  async (t) => {
    const vite = await createServer({ configFile: config, logLevel: 'silent', server: { port: 0, strictPort: false } });
    t.after(() => vite.close());
    await vite.listen();
    const base = `http://localhost:${(vite.httpServer!.address() as AddressInfo).port}`;
    const status = async (path: string) => {
      const answer = await fetch(`${base}${path}`);
      await answer.arrayBuffer();
      return answer.status;
    };

    for (const outside of [
      `/@fs${projectDir}local-provider/settings/settings.json`,
      `/@fs${projectDir}package.json`,
      `/@fs${projectDir}tests/e2e/host-app-files.test.ts`,
      '/@fs/etc/passwd',
    ]) {
      assert.equal(await status(outside), 403, outside);
    }
    // What the app needs still loads.
    assert.equal(await status('/main.tsx'), 200);
    assert.equal(await status(`/@fs${projectDir}src/i18n/negotiate.ts`), 200);
    assert.equal(await status(`/@fs${projectDir}element/index.ts`), 200);
  },
);

test(
  "the dev server forbids other origins to frame the app's pages, the consent page first",
  { timeout: 60_000 },
  async (t) => {
    const vite = await createServer({ configFile: config, logLevel: 'silent', server: { port: 0, strictPort: false } });
    t.after(() => vite.close());
    await vite.listen();
    const base = `http://localhost:${(vite.httpServer!.address() as AddressInfo).port}`;
    for (const page of [
      '/oauth/authorize?client_id=c&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcallback',
      '/dashboard',
      '/login',
    ]) {
      const answer = await fetch(`${base}${page}`);
      const html = await answer.text();
      assert.equal(answer.status, 200, page);
      assert.match(html, /<div id="root">/, page);
      assert.equal(answer.headers.get('content-security-policy'), "frame-ancestors 'self'", page);
      assert.equal(answer.headers.get('x-frame-options'), 'SAMEORIGIN', page);
    }
  },
);
