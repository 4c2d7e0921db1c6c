// A plain page on its own origin embeds the widget with one script tag served by another origin.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  newEmail,
  recordWidgetEvents,
  signInWithEmailCode,
  widgetEvents,
  embeddingStackForTests,
} from './support/embedding.ts';

describe('third-party page', () => {
  const stack = embeddingStackForTests();

  it('shows the widget from one cross-origin script tag', async () => {
    const context = await stack.browser.newContext();
    const page = await context.newPage();
    const scriptResponse = page.waitForResponse((response) => response.url().endsWith('/court-login.js'));
    await page.goto(`${stack.pages.url}/third-party.html`);

    const scripts = await page
      .locator('script')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
    assert.deepEqual(scripts, [`${stack.pages.assetsUrl}/court-login.js`]);
    assert.notEqual(new URL(stack.pages.assetsUrl).origin, new URL(stack.pages.url).origin);
    assert.equal((await scriptResponse).headers()['access-control-allow-origin'], '*');

    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    assert.equal(await page.locator('court-login').evaluate((element) => element.shadowRoot !== null), true);
    await context.close();
  });

  it('signs a visitor in with an emailed passcode', async () => {
    const context = await stack.browser.newContext();
    await recordWidgetEvents(context);
    const page = await context.newPage();
    await page.goto(`${stack.pages.url}/third-party.html`);
    const email = newEmail('third-party');

    await signInWithEmailCode(page, stack.provider.url, email);

    const events = await widgetEvents(page);
    assert.equal(events.success[0]?.user.emails[0]?.email, email);
    assert.deepEqual(events.errors, []);
    const cookies = await context.cookies(stack.pages.url);
    assert.ok(
      cookies.some((cookie) => cookie.name === 'stytch_session' && cookie.value.length > 0),
      'session cookie on the page origin',
    );
    await context.close();
  });
});
