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
// the path without its query): requests for it wait until `release-modules` (of that path, or of
// all), so that what happens before it arrives (the first screen painted before React) lasts as
// long as the test needs; `held-module-requests` names the requests waiting.
export function viteServe(userConfig: InlineConfig) {
  let vite: ViteDevServer;
  let port = 0;
  const held = new Set<string>();
  let waiting: Array<{ path: string; resume: () => void }> = [];
  /** Answers the held requests of `path`, or of every held module. */
  const release = (path?: string) => {
    if (path === undefined) held.clear();
    else held.delete(path);
    for (const request of waiting) if (path === undefined || request.path === path) request.resume();
    waiting = waiting.filter((request) => held.has(request.path));
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
        release(typeof payload === 'string' ? payload : undefined);
        return true;
      }
      // The paths of the requests waiting now.
      if (command === 'held-module-requests') return waiting.map((request) => request.path);
      return undefined;
    },
    async serve(context: { url: string }) {
      const url = context.url;
      if (url === '/' || url.startsWith('/__web-dev-server') || url.startsWith('/__web-test-runner')) {
        return undefined;
      }
      const { path, page, forward } = pageRequest(url);
      if (path === '/@vite/client') return { body: VITE_CLIENT_FOR_TEST_PAGES, type: 'js' };
      if (held.has(path)) await new Promise<void>((resume) => waiting.push({ path, resume }));
      const response = await fetch(`http://127.0.0.1:${port}${forward}`);
      if (response.status === 404) return undefined;
      const type = response.headers.get('content-type') ?? 'application/javascript';
      const body = Buffer.from(await response.arrayBuffer());
      return { body: page && /javascript/.test(type) ? onePageImports(body.toString(), page) : body, type };
    },
  };
}

/** The query parameter that makes each test file's module URLs its own (below). */
const PAGE = 'court-page';

/**
 * A request's module path, its page and the URL to ask Vite for. The test file comes with the
 * runner's `wtr-session-id`, a different one per file; its imports carry it on as `court-page`.
 */
function pageRequest(url: string): { path: string; page: string | null; forward: string } {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? '' : url.slice(at + 1);
  const params = new URLSearchParams(query);
  const page = params.get(PAGE) ?? params.get('wtr-session-id');
  // The other parameters as they came: Vite reads flags such as `?raw` or `?inline`, which
  // URLSearchParams would write back as `raw=`.
  const rest = query.split('&').filter((pair) => pair !== '' && !pair.startsWith(`${PAGE}=`));
  return { path, page, forward: rest.length > 0 ? `${path}?${rest.join('&')}` : path };
}

/**
 * The module with every import of a module of this server (static, dynamic, re-export) marked with
 * its page: Firefox (Puppeteer) and WebKitGTK (WebDriver) keep one profile for every test file, and
 * WebKit gives a page the modules an earlier one loaded from its memory cache without asking this
 * server, past a hold. A page's own URLs are asked for once per page.
 */
function onePageImports(code: string, page: string): string {
  return code.replace(
    // Not the runner's own modules (its websocket, one per page), nor Vite's client.
    /(\b(?:from|import)\s*\(?\s*)(["'])(\/(?!__web|@vite\/client)[^"'?#\s]*)(\?[^"'#\s]*)?\2/g,
    (_, keyword: string, quote: string, path: string, query = '') =>
      `${keyword}${quote}${path}${query ? `${query}&` : '?'}${PAGE}=${encodeURIComponent(page)}${quote}`,
  );
}
