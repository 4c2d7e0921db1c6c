// The wallet demo page: a person signs in with the injected test wallet, approving the connection
// and the signature in the page's test-wallet panel; rejecting ends on the widget's error screen.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright';
import { recordWidgetEvents, widgetEvents, embeddingStackForTests } from './support/embedding.ts';

async function approve(page: Page) {
  const button = page.locator('#test-wallet [data-approve]');
  await page.locator('#test-wallet[data-waiting]').waitFor();
  await button.click();
}

describe('wallet demo page', () => {
  const stack = embeddingStackForTests();

  for (const dom of ['shadow', 'light']) {
    it(`signs in with the injected test wallet (${dom} DOM)`, async () => {
      const context = await stack.browser.newContext();
      await recordWidgetEvents(context);
      const page = await context.newPage();
      await page.goto(`${stack.pages.url}/wallet.html${dom === 'light' ? '?dom=light' : ''}`);
      const address = (await page
        .locator('#test-wallet [data-status]')
        .filter({ hasText: 'Account 0x' })
        .textContent())!.replace('Account ', '');
      await page.getByRole('button', { name: 'Continue with Court test wallet' }).click();
      await page.getByRole('heading', { name: 'Connecting to Court test wallet...' }).waitFor();
      await approve(page);
      await page.getByRole('heading', { name: 'Complete signature request' }).waitFor();
      assert.match((await page.locator('#test-wallet [data-detail]').textContent()) ?? '', new RegExp(address));
      await approve(page);
      await page.getByRole('heading', { name: 'Success' }).waitFor();
      const events = await widgetEvents(page);
      assert.equal(events.success[0]?.method, 'crypto');
      const user = events.success[0]?.user as unknown as { crypto_wallets: Array<{ crypto_wallet_address: string }> };
      assert.equal(user.crypto_wallets[0]?.crypto_wallet_address, address);
      assert.equal(
        await page.locator('court-login').evaluate((element) => element.shadowRoot !== null),
        dom === 'shadow',
      );
      const cookies = await context.cookies(stack.pages.url);
      assert.ok(cookies.some((cookie) => cookie.name === 'stytch_session' && cookie.value.length > 0));
      await context.close();
    });
  }

  it('rejecting the connection shows the error screen, and the server signs for its own page only', async () => {
    const context = await stack.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.pages.url}/wallet.html`);
    await page.getByRole('button', { name: 'Continue with Court test wallet' }).click();
    await page.locator('#test-wallet[data-waiting]').waitFor();
    await page.locator('#test-wallet [data-reject]').click();
    await page.getByRole('heading', { name: 'Looks like there was an error!' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Could not connect to wallet' }).waitFor();
    await context.close();

    const foreign = await fetch(`${stack.pages.url}/_test-wallet/sign`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ message: '0x00' }),
    });
    assert.equal(foreign.status, 403);
    const malformed = await fetch(`${stack.pages.url}/_test-wallet/sign`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"message":"hello"}',
    });
    assert.equal(malformed.status, 400);
  });
});
