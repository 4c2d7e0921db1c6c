// Login CSRF: a sign-in link made in one browser must not sign another browser in. PKCE is required on
// the local stack, so a token is redeemed only with the verifier that stayed in the browser that asked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startStack } from '../../demo/start.ts';
import { launchChromium, watchPage } from './support/browser.ts';

test('an OAuth token minted in one browser context is refused in another', { timeout: 60_000 }, async (t) => {
  const stack = await startStack({ hostPort: 0, providerPort: 0, workerPort: 0, logLevel: 'silent' });
  t.after(() => stack.close());
  const browser = await launchChromium();
  t.after(() => browser.close());
  const host = stack.hostUrl;

  // The attacker signs in with Google but stops before the app redeems the token, keeping the link.
  const attacker = await browser.newContext();
  const attackerPage = await attacker.newPage();
  attackerPage.setDefaultTimeout(15_000);
  let keep!: (url: string) => void;
  const mintedLink = new Promise<string>((resolve) => (keep = resolve));
  // The consent form's answer is the redirect to the app with the token: keep its Location, go no further.
  await attackerPage.route(
    (url) => url.href.startsWith(`${stack.providerUrl}/v1/public/oauth/`) && url.pathname.endsWith('/consent'),
    async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      keep(answer.headers()['location'] ?? '');
      await route.fulfill({ status: 204 });
    },
  );
  await attackerPage.goto(`${host}/login`);
  await attackerPage.getByRole('button', { name: 'Continue with Google' }).click();
  await attackerPage.waitForURL((url) => url.href.startsWith(`${stack.providerUrl}/v1/public/oauth/google/start`));
  assert.match(attackerPage.url(), /[?&]code_challenge=/, 'the widget started OAuth with a proof key');
  await attackerPage.getByLabel('Email address').fill(`attacker-${Date.now()}@example.com`);
  await attackerPage.getByRole('button', { name: 'Continue', exact: true }).click();
  const minted = await mintedLink;
  assert.match(minted, /[?&]token=/);

  // The victim opens the attacker's link in their own browser: the exchange fails, nobody is signed in.
  const victim = await browser.newContext();
  const victimPage = await victim.newPage();
  victimPage.setDefaultTimeout(15_000);
  const seen = watchPage(victimPage);
  await victimPage.goto(minted);
  await victimPage.waitForURL(`${host}/login`);
  assert.equal(seen.dialogs.length, 1);
  assert.match(seen.dialogs[0]!, /^Authentication failed: /);
  assert.equal(
    (await victim.cookies()).find((cookie) => cookie.name === 'stytch_session'),
    undefined,
  );
  assert.equal((await stack.worker.authenticatedSessions()).length, 0, 'the worker was told of no session');
});
