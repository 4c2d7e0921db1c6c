// Browser tests of the element in one engine: COURT_ENGINE=chromium (the default), firefox or webkit
// (scripts/test-all.mjs runs all three). Run through `node --import tsx` (npm run test:browser) so
// that this config can load the TypeScript helpers below.
import net from 'node:net';
import react from '@vitejs/plugin-react';
import { viteServe } from './tests/browser/support/vite-serve.ts';
import { localStackCommands } from './tests/browser/support/local-stack.ts';
import { bundleCommands } from './tests/browser/support/bundle-server.ts';
import { webauthnCommands } from './tests/browser/support/webauthn.ts';
import { countingReporter } from './tests/browser/support/counting-reporter.ts';
import { defaultReporter } from '@web/test-runner';
import { engineCommands } from './tests/browser/support/engines-server.ts';
import { launcherFor } from './tests/browser/support/launchers.ts';
import { ENGINES } from './scripts/browsers.ts';

const engine = process.env.COURT_ENGINE ?? 'chromium';
if (!ENGINES.includes(engine)) throw new Error(`COURT_ENGINE must be one of ${ENGINES.join(', ')}, not "${engine}".`);

// The test runner listens on every interface when given a hostname; keep it on loopback.
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  if (args[0] && typeof args[0] === 'object' && !args[0].host) args[0] = { ...args[0], host: '127.0.0.1' };
  return listen.apply(this, args);
};

export default {
  files: 'tests/browser/**/*.test.{ts,tsx}',
  hostname: 'localhost',
  concurrency: 1,
  nodeResolve: false,
  testFramework: { config: { timeout: 20000 } },
  // Each test file starts without the cookies and stored items of the files before it, in every
  // engine (Playwright gives each file a fresh context; the Puppeteer and WebDriver launchers reuse one).
  testRunnerHtml: (testFramework) => `<!DOCTYPE html><html><body>
    <script>
      for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0].trim()).filter(Boolean)) {
        document.cookie = name + '=; Max-Age=0; Path=/';
      }
      localStorage.clear();
      sessionStorage.clear();
    </script>
    <script type="module" src="${testFramework}"></script>
  </body></html>`,
  testsFinishTimeout: 600000,
  browsers: [await launcherFor(engine)],
  plugins: [
    localStackCommands(),
    bundleCommands(),
    webauthnCommands(engine),
    engineCommands(engine),
    viteServe({
      plugins: [react()],
      optimizeDeps: { entries: ['tests/browser/**/*.test.{ts,tsx}'] },
    }),
  ],
  reporters: [defaultReporter(), countingReporter(`.test-results/browser-${engine}.json`)],
};
