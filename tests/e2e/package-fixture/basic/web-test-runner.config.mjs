// A consumer's web-test-runner set-up: Chromium through Playwright, the local provider from
// court-login/testing started with the test server.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { courtLoginTesting } from 'court-login/testing';

export default {
  files: 'signin.test.js',
  nodeResolve: true,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: process.env.COURT_CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] },
    }),
  ],
  plugins: [courtLoginTesting()],
};
