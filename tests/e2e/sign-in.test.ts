// The whole journey in real Chromium over the local stack: gate → Google consent → dashboard → worker → Log Out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startStack } from '../../demo/start.ts';
import { launchChromium, watchPage } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';

test(
  'a new visitor signs in with Google, comes back to the dashboard, is known to the worker, and logs out',
  { timeout: 50_000 },
  async (t) => {
    const stack = await startStack({ hostPort: 0, providerPort: 0, workerPort: 0, logLevel: 'silent' });
    t.after(() => stack.close());
    const browser = await launchChromium();
    t.after(() => browser.close());
    // /login speaks the browser's language (tests/e2e/login-language.test.ts): English here, whatever the machine's.
    const page = await browser.newPage({ locale: 'en-US' });
    page.setDefaultTimeout(15_000);
    const seen = watchPage(page);
    const host = stack.hostUrl;

    // Anonymous: the dashboard is gated.
    await page.goto(`${host}/dashboard`);
    await page.waitForURL(`${host}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    assert.deepEqual(await axeViolations(page, ['court-login']), []);

    // Google through the provider's consent page, as an address the provider has never seen.
    const email = `new-player-${Date.now()}@example.com`;
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stack.providerUrl}/v1/public/oauth/google/start`));
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Back on the page that was asked for, signed in, with the token gone from the address.
    await page.waitForURL(`${host}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${email}!` }).waitFor();
    await page.getByText('Authentication Successful').waitFor();
    await page.getByText('Session Duration: 24 hours').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('returnTo')), null);
    assert.doesNotMatch(page.url(), /token/);
    assert.deepEqual(seen.dialogs, []);
    assert.deepEqual(await axeViolations(page), []);

    // The worker checked the session with the provider and knows this user now.
    const accepted = (await stack.worker.authenticatedSessions()).find((entry) => entry.email === email);
    assert.ok(accepted, 'the worker records the signed-in user');
    assert.ok(
      seen.console.some((line) => line.startsWith(`Authenticated ${email} (${accepted.userId})`)),
      'the ok text is logged',
    );
    const sessionCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'stytch_session');
    assert.ok(sessionCookie, 'the session cookie is set');
    assert.ok(!seen.console.some((line) => line.includes(sessionCookie.value)), 'the session token is never logged');

    // Log Out: back to /login, and the dashboard is gated again.
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${host}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Log Out' }).count(), 0);
    assert.equal(
      (await page.context().cookies()).find((cookie) => cookie.name === 'stytch_session'),
      undefined,
    );
    await page.goto(`${host}/dashboard`);
    await page.waitForURL(`${host}/login`);
  },
);
