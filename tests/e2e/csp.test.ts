// The widget under `default-src 'self'; script-src 'self'; style-src 'self'; …` without 'unsafe-inline':
// it renders, signs in, and the browser reports no violation.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright';
import { startProvider, type RunningProvider } from '../../local-provider/http/server.ts';
import { startPages, type RunningPages } from '../../demo/pages/server.ts';
import {
  launchChromium,
  newEmail,
  recordWidgetEvents,
  recordCspViolations,
  cspViolations,
  signInWithEmailCode,
  widgetEvents,
} from './support/embedding.ts';

const WORKER_URL = 'http://localhost:8787';

describe('page under a strict Content-Security-Policy', () => {
  let provider: RunningProvider;
  let pages: RunningPages;
  let browser: Browser;

  before(async () => {
    provider = await startProvider({ port: 0 });
    pages = await startPages({ port: 0, providerUrl: provider.url, workerUrl: WORKER_URL });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await pages?.close();
    await provider?.close();
  });

  /** Opens the page and collects violations three ways: the DOM event, the console and the page's own list. */
  async function open(path: string) {
    const context = await browser.newContext();
    await recordWidgetEvents(context);
    await recordCspViolations(context);
    const page = await context.newPage();
    const consoleProblems: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) consoleProblems.push(message.text());
    });
    const response = await page.goto(`${pages.url}${path}`);
    const violations = async () => ({
      events: await cspViolations(page),
      console: consoleProblems,
      listed: await page.locator('#violations li').allTextContents(),
    });
    return { context, page, policy: response?.headers()['content-security-policy'] ?? '', violations };
  }

  async function expectNoViolations(
    violations: () => Promise<{ events: string[]; console: string[]; listed: string[] }>,
  ) {
    assert.deepEqual(await violations(), { events: [], console: [], listed: [] });
  }

  it('is served with the strict policy', async () => {
    const { context, policy } = await open('/csp.html');
    assert.equal(
      policy,
      `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src ${provider.url} ${WORKER_URL}`,
    );
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
    await context.close();
  });

  it('notices a violation when one happens', async () => {
    const { context, page, violations } = await open('/csp.html');
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { color: red }';
      document.head.append(style);
    });
    await page.locator('#violations li').first().waitFor();
    const seen = await violations();
    assert.equal(seen.events.length, 1);
    assert.match(seen.listed[0] ?? '', /^style-src-elem blocked inline/);
    await context.close();
  });

  for (const dom of ['shadow', 'light'] as const) {
    it(`renders styled and signs in with no violation (${dom} DOM)`, async () => {
      const { context, page, violations } = await open(dom === 'light' ? '/csp.html?dom=light' : '/csp.html');
      const google = page.getByRole('button', { name: 'Continue with Google' });
      await google.waitFor();
      assert.equal(
        await page.locator('court-login').evaluate((element) => element.shadowRoot !== null),
        dom === 'shadow',
      );
      await assertStyled(page);

      const email = newEmail(`csp-${dom}`);
      await signInWithEmailCode(page, provider.url, email);
      assert.equal((await widgetEvents(page)).success[0]?.user.emails[0]?.email, email);
      await page.getByText(`Signed in as ${email}.`).waitFor();
      await expectNoViolations(violations);
      await context.close();
    });
  }
});

/**
 * The widget's stylesheet applied: the Google button is not the browser's default button. The button is looked up
 * and measured in one page function, retried until it is there: React may replace the painted button between
 * finding it and measuring it.
 */
async function assertStyled(page: Page): Promise<void> {
  const measured = await page.waitForFunction(() => {
    const host = document.querySelector('court-login');
    const root = host?.shadowRoot ?? host;
    const button = [...(root?.querySelectorAll('button') ?? [])].find((candidate) =>
      candidate.textContent?.includes('Continue with Google'),
    );
    if (!host || !button) return null;
    return { button: button.getBoundingClientRect().width, widget: host.getBoundingClientRect().width };
  });
  const widths = (await measured.jsonValue()) as { button: number; widget: number };
  assert.ok(
    widths.button > widths.widget * 0.8,
    `the button spans the widget (${widths.button}px of ${widths.widget}px)`,
  );
}
