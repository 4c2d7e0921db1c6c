// Google One Tap and captcha over the whole local stack, in real Chromium: the One Tap page signs in
// through the provider's stand-in of Google's script and lands on the tennis app's dashboard through
// /authenticate; the captcha page signs in with passcodes a captcha-mode provider only accepts with a
// token. Both pages run under the strict policy plus what these add, with no violation.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright';
import { startStack, type RunningStack } from '../../demo/start.ts';
import {
  launchChromium,
  newEmail,
  recordWidgetEvents,
  recordCspViolations,
  cspViolations,
  signInWithEmailCode,
  widgetEvents,
} from './support/embedding.ts';

describe('One Tap and captcha pages', () => {
  let stack: RunningStack;
  let browser: Browser;

  before(async () => {
    stack = await startStack({
      hostPort: 0,
      providerPort: 0,
      workerPort: 0,
      pagesPort: 0,
      elementPort: 0,
      logLevel: 'silent',
    });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await stack?.close();
  });

  async function open(
    path: string,
  ): Promise<{ context: BrowserContext; page: Page; violations: () => Promise<string[]> }> {
    const context = await browser.newContext();
    await recordWidgetEvents(context);
    await recordCspViolations(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const response = await page.goto(`${stack.pagesUrl}${path}`);
    assert.match(
      response?.headers()['content-security-policy'] ?? '',
      /^default-src 'self'; script-src 'self' http:\/\/localhost:\d+; style-src 'self';/,
    );
    const violations = () => cspViolations(page);
    return { context, page, violations };
  }

  it('floating One Tap (Shadow DOM): a seeded account lands on the dashboard, with no policy violation', async () => {
    const { context, page, violations } = await open('/one-tap.html');
    const policy = (await page.locator('footer code').textContent()) ?? '';
    assert.match(policy, new RegExp(`script-src 'self' ${stack.providerUrl}`));
    const chooser = page.locator('[data-gsi-stand-in="floating"]');
    await chooser.getByRole('button', { name: /Continue as Ace Server/ }).click();
    await page.waitForURL(`${stack.hostUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, ace@court-login.local!' }).waitFor();
    assert.deepEqual(await violations(), []);
    await context.close();
  });

  it('embedded One Tap (light DOM): another account signs up and lands on the dashboard', async () => {
    const { context, page, violations } = await open('/one-tap.html?position=embeddedOnly&dom=light');
    const chooser = page.locator('court-login [data-gsi-stand-in="embedded"]');
    await chooser.getByRole('button', { name: 'Use another account' }).click();
    const email = newEmail('one-tap');
    await chooser.getByLabel('Email').fill(email);
    await chooser.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`${stack.hostUrl}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${email}!` }).waitFor();
    assert.deepEqual(await violations(), []);
    await context.close();
  });

  for (const dom of ['shadow', 'light'] as const) {
    it(`captcha (${dom} DOM): the passcode calls carry a token and the sign-in completes, with no policy violation`, async () => {
      const { context, page, violations } = await open(dom === 'light' ? '/captcha.html?dom=light' : '/captcha.html');
      const bodies: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/sdk/v1/otps/')) bodies.push(request.postData() ?? '');
      });
      const email = newEmail(`captcha-${dom}`);
      await signInWithEmailCode(page, await captchaProvider(page), email);
      const events = await widgetEvents(page);
      assert.equal(events.success[0]?.user.emails[0]?.email, email);
      assert.equal(bodies.length, 2);
      for (const body of bodies) assert.match(JSON.parse(body).captcha_token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
      assert.deepEqual(await violations(), []);
      await context.close();
    });
  }
});

/** The captcha page names its provider (a second local provider, in captcha mode). */
async function captchaProvider(page: Page): Promise<string> {
  return page
    .locator('court-login')
    .getAttribute('provider-url')
    .then((url) => url ?? '');
}
