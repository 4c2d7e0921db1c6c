import type { AddressInfo } from 'node:net';
import { createServer, mergeConfig, type Plugin, type ViteDevServer, type InlineConfig } from 'vite';

// Vite adds `import { injectQuery } from "/@vite/client"` to a module with an import() of a computed
// URL (src/loading/preload.ts). Its real client would then open Vite's HMR websocket to this test
// server, which never answers that upgrade: the request stays open after the page has gone, and
// Firefox, at six connections per host, could not start the seventh file. Nothing reloads these
// pages, so they get this helper alone (the query marks a local URL as a module import, as Vite's does).
const VITE_CLIENT_FOR_TEST_PAGES = `export function injectQuery(url, query) {
  if (!url.startsWith('.') && !url.startsWith('/')) return url;
  const [, path, search = '', hash = ''] = /^([^?#]*)(\\?[^#]*)?(#.*)?$/.exec(url);
  return path + '?' + query + (search.length > 1 ? '&' + search.slice(1) : '') + hash;
}
`;

// Serves every test file and its imports through a Vite dev server, so the browser tests run
// the same TSX, `?inline` CSS and CommonJS React handling as the build.
//
// A test can hold a module back (`executeServerCommand('hold-module', '/element/react-renderer.ts')`,
// the path without its query): requests for it wait until `release-modules`, so that what happens
// before it arrives (the first screen painted before React) lasts as long as the test needs.
export function viteServe(userConfig: InlineConfig) {
  let vite: ViteDevServer;
  let port = 0;
  const held = new Set<string>();
  let waiting: Array<() => void> = [];
  const release = () => {
    held.clear();
    for (const resume of waiting) resume();
    waiting = [];
  };
  const wtrInternals: Plugin = {
    name: 'wtr-internals',
    enforce: 'pre',
    resolveId(id) {
      if (id.endsWith('__web-dev-server__web-socket.js')) {
        return { id: '/__web-dev-server__web-socket.js', external: true };
      }
      return undefined;
    },
  };
  return {
    name: 'vite-serve',
    async serverStart() {
      vite = await createServer(
        mergeConfig(userConfig, {
          configFile: false,
          server: { host: '127.0.0.1', port: 0, hmr: false, ws: false },
          optimizeDeps: { exclude: ['@web/test-runner-commands'] },
          plugins: [wtrInternals],
        }),
      );
      await vite.listen();
      port = (vite.httpServer!.address() as AddressInfo).port;
    },
    async serverStop() {
      release();
      await vite?.close();
    },
    executeCommand({ command, payload }: { command: string; payload?: unknown }) {
      if (command === 'hold-module' && typeof payload === 'string') {
        held.add(payload);
        return true;
      }
      if (command === 'release-modules') {
        release();
        return true;
      }
      return undefined;
    },
    async serve(context: { url: string }) {
      const url = context.url;
      if (url === '/' || url.startsWith('/__web-dev-server') || url.startsWith('/__web-test-runner')) {
        return undefined;
      }
      if (url === '/@vite/client') return { body: VITE_CLIENT_FOR_TEST_PAGES, type: 'js' };
      if (held.has(url.split('?')[0]!)) await new Promise<void>((resume) => waiting.push(resume));
      const response = await fetch(`http://127.0.0.1:${port}${url}`);
      if (response.status === 404) return undefined;
      return {
        body: Buffer.from(await response.arrayBuffer()),
        type: response.headers.get('content-type') ?? 'application/javascript',
      };
    },
  };
}
