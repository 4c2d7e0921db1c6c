// The benchmark's local servers on 127.0.0.1: the local provider, and one static server for the
// element pages, the built element, the static page and the React page.
import { join } from 'node:path';
import { startProvider } from '../../demo/provider/server.ts';
import { PROJECT_ROOT } from '../../demo/pages/build-element.ts';
import { courtLoginElement, courtLoginScript, ALL_PRODUCTS_CONFIG, GOOGLE_ONLY_CONFIG } from '../../demo/pages/markup.ts';
import { listen, pathOf, sendFile, sendText } from '../../demo/pages/static-files.ts';
import type { Builds } from './build.ts';

export const PUBLIC_TOKEN = 'public-token-test-court-login-local';

export interface BenchPages {
  elementGoogle: string;
  elementAll: string;
  staticPage: string;
  reactPage: string;
  close(): Promise<void>;
}

function elementPage(baseUrl: string, providerUrl: string, config: Record<string, unknown>): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sign in</title>
    ${courtLoginScript(`${baseUrl}/element/court-login.js`)}
  </head>
  <body>
    <main style="max-width: 400px; margin: 48px auto">
      ${courtLoginElement({ publicToken: PUBLIC_TOKEN, providerUrl, config })}
    </main>
  </body>
</html>`;
}

export async function startBenchServers(builds: Builds): Promise<BenchPages> {
  const provider = await startProvider({ port: 0 });
  const benchDir = join(PROJECT_ROOT, 'bench');
  const pages: Record<string, Record<string, unknown>> = {
    '/pages/google.html': GOOGLE_ONLY_CONFIG,
    '/pages/all.html': ALL_PRODUCTS_CONFIG,
  };
  const server = await listen(async (request, response) => {
    const path = pathOf(request);
    const config = pages[path];
    if (config) return sendText(response, 200, 'text/html; charset=utf-8', elementPage(server.url, provider.url, config));
    if (path.startsWith('/element/')) return sendFile(response, builds.element.outDir, path.slice('/element'.length));
    if (path.startsWith('/react/')) return sendFile(response, builds.reactDir, path.slice('/react'.length));
    return sendFile(response, benchDir, path);
  }, 0, '127.0.0.1');
  return {
    elementGoogle: `${server.url}/pages/google.html`,
    elementAll: `${server.url}/pages/all.html`,
    staticPage: `${server.url}/static/index.html`,
    reactPage: `${server.url}/react/index.html`,
    close: async () => {
      await server.close();
      await provider.close();
    },
  };
}
