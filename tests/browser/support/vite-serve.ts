import type { AddressInfo } from 'node:net';
import { createServer, mergeConfig, type Plugin, type ViteDevServer, type InlineConfig } from 'vite';

// Serves every test file and its imports through a Vite dev server, so the browser tests run
// the same TSX, `?inline` CSS and CommonJS React handling as the build.
export function viteServe(userConfig: InlineConfig) {
  let vite: ViteDevServer;
  let port = 0;
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
      await vite?.close();
    },
    async serve(context: { url: string }) {
      const url = context.url;
      if (url === '/' || url.startsWith('/__web-dev-server') || url.startsWith('/__web-test-runner')) {
        return undefined;
      }
      const response = await fetch(`http://127.0.0.1:${port}${url}`);
      if (response.status === 404) return undefined;
      return {
        body: Buffer.from(await response.arrayBuffer()),
        type: response.headers.get('content-type') ?? 'application/javascript',
      };
    },
  };
}
