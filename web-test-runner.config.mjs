// Browser tests of the element in Debian's Chromium. Run through `node --import tsx` (npm run
// test:browser) so that this config can load the TypeScript helpers below.
import net from 'node:net';
import { playwrightLauncher } from '@web/test-runner-playwright';
import react from '@vitejs/plugin-react';
import { viteServe } from './tests/browser/support/vite-serve.ts';
import { localStackCommands } from './tests/browser/support/local-stack.ts';
import { bundleCommands } from './tests/browser/support/bundle-server.ts';
import { webauthnCommands } from './tests/browser/support/webauthn.ts';
import { countingReporter } from './tests/browser/support/counting-reporter.ts';
import { defaultReporter } from '@web/test-runner';
import { chromiumPath } from './scripts/chromium.ts';
import { CHROMIUM_ARGS } from './scripts/bench/browser.ts';

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
  testsFinishTimeout: 600000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: chromiumPath(),
        headless: true,
        args: CHROMIUM_ARGS,
      },
    }),
  ],
  plugins: [
    localStackCommands(),
    bundleCommands(),
    webauthnCommands(),
    viteServe({
      plugins: [react()],
      optimizeDeps: { entries: ['tests/browser/**/*.test.{ts,tsx}'] },
    }),
  ],
  reporters: [defaultReporter(), countingReporter('.test-results/browser.json')],
};
