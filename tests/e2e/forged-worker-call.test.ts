// The worker trusts nothing the browser says: a forged "verified: true" with a made-up token is refused,
// whether it comes from a script or from a page on the host app's own origin.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startStack } from '../../demo/start.ts';
import { launchChromium } from './support/browser.ts';

const forged = {
  userId: 'user-test-00000000-0000-4000-8000-000000000000',
  email: 'mallory@example.com',
  verified: true,
  sessionToken: 'made-up-session-token',
};

test('a forged worker call with verified: true and a bad token is refused', { timeout: 40_000 }, async (t) => {
  const stack = await startStack({ hostPort: 0, providerPort: 0, workerPort: 0, logLevel: 'silent' });
  t.after(() => stack.close());

  const direct = await fetch(`${stack.workerUrl}/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/plain' },
    body: JSON.stringify(forged),
  });
  assert.equal(direct.status, 401);
  assert.equal(await direct.text(), 'The session could not be verified for this user.');

  const browser = await launchChromium();
  t.after(() => browser.close());
  const page = await browser.newPage();
  await page.goto(`${stack.hostUrl}/login`);
  const fromPage = await page.evaluate(
    async ({ workerUrl, body }) => {
      const response = await fetch(`${workerUrl}/authenticate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/plain' },
        body: JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { workerUrl: stack.workerUrl, body: forged },
  );
  assert.deepEqual(fromPage, { status: 401, text: 'The session could not be verified for this user.' });
  assert.deepEqual(await stack.worker.authenticatedSessions(), []);
});
