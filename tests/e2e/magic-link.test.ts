// A magic link from request to dashboard over the local stack: the link is asked for through the
// provider's HTTP API (the host app's /login offers Google only), then opened in Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startStack } from '../../demo/start.ts';
import { createClient } from '../../src/provider/client.ts';
import { createPkcePair } from '../../src/session/pkce.ts';
import { pkceKey } from '../../src/session/keys.ts';
import { launchChromium, watchPage } from './support/browser.ts';

test('the emailed magic link lands on the dashboard, signed in, with the token gone from the address', { timeout: 50_000 }, async (t) => {
  const stack = await startStack({ hostPort: 0, providerPort: 0, workerPort: 0, logLevel: 'silent' });
  t.after(() => stack.close());
  const host = stack.hostUrl;
  const email = `link-player-${Date.now()}@example.com`;

  const publicToken = stack.provider.provider.settings.public_token;
  const browser = await launchChromium();
  t.after(() => browser.close());
  const page = await browser.newPage();
  page.setDefaultTimeout(15_000);
  const seen = watchPage(page);

  // PKCE is required: as the widget does, the proof key is kept in this browser's storage for the app's origin.
  const pair = await createPkcePair();
  await page.goto(`${host}/login`);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [pkceKey(publicToken, 'magic_links'), JSON.stringify(pair)]);

  const client = createClient({ publicToken, baseUrl: stack.providerUrl });
  const sent = await client.magicLinks.email.loginOrCreate({
    email,
    login_magic_link_url: `${host}/authenticate`,
    signup_magic_link_url: `${host}/authenticate`,
    code_challenge: pair.code_challenge,
  });
  assert.ok(sent.ok, `the link was sent: ${JSON.stringify(sent)}`);
  const link = stack.provider.provider.inbox.latest(email)?.link;
  assert.ok(link, 'the provider emailed a link');
  assert.ok(link.startsWith(`${host}/authenticate?`), link);

  await page.goto(link);
  await page.waitForURL(`${host}/dashboard`);
  await page.getByRole('heading', { name: `Welcome, ${email}!` }).waitFor();
  assert.doesNotMatch(page.url(), /token/);
  assert.deepEqual(seen.dialogs, []);
  assert.ok((await page.context().cookies()).some((cookie) => cookie.name === 'stytch_session'), 'the session cookie is set');

  // The link works once: opened again it fails and leads back to /login.
  const again = await browser.newPage();
  const seenAgain = watchPage(again);
  await again.goto(link);
  await again.waitForURL(`${host}/login`);
  assert.equal(seenAgain.dialogs.length, 1);
  assert.match(seenAgain.dialogs[0]!, /^Authentication failed: /);
});
