// A magic link from request to dashboard over the local stack: the link is asked for through the
// provider's HTTP API (the host app's /login offers Google only), then opened in Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startStack } from '../../demo/start.ts';
import { emailMagicLink } from './support/magic-link.ts';
import { launchChromium, watchPage } from './support/browser.ts';

test(
  'the emailed magic link lands on the dashboard, signed in, with the token gone from the address',
  { timeout: 50_000 },
  async (t) => {
    const stack = await startStack({ hostPort: 0, providerPort: 0, workerPort: 0, logLevel: 'silent' });
    t.after(() => stack.close());
    const host = stack.hostUrl;
    const email = `link-player-${Date.now()}@example.com`;

    const browser = await launchChromium();
    t.after(() => browser.close());
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    const seen = watchPage(page);

    await page.goto(`${host}/login`);
    // PKCE is required: as the widget does, the proof key is kept in this browser's storage for the app's origin.
    const link = await emailMagicLink(stack, email, (key, value) =>
      page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, value]),
    );

    await page.goto(link);
    await page.waitForURL(`${host}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${email}!` }).waitFor();
    assert.doesNotMatch(page.url(), /token/);
    assert.deepEqual(seen.dialogs, []);
    assert.ok(
      (await page.context().cookies()).some((cookie) => cookie.name === 'stytch_session'),
      'the session cookie is set',
    );

    // The link works once: opened again it fails and leads back to /login.
    const again = await browser.newPage();
    const seenAgain = watchPage(again);
    await again.goto(link);
    await again.waitForURL(`${host}/login`);
    assert.equal(seenAgain.dialogs.length, 1);
    assert.match(seenAgain.dialogs[0]!, /^Authentication failed: /);
  },
);
