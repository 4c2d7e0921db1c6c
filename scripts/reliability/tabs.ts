// N tabs of one browser on the host app's dashboard, signed in once: how many session refreshes
// reach the provider in 3 minutes in total (each tab runs the session store's 3-minute refresh).
// Real time: the tabs' timers and storage events run as they would for a visitor.
import type { Browser, BrowserContext } from 'playwright';
import type { RunningStack } from '../../demo/start.ts';

export const REFRESH_PERIOD_MS = 3 * 60_000;

async function signInWithGoogle(context: BrowserContext, stack: RunningStack, email: string): Promise<void> {
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(`${stack.hostUrl}/login`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${stack.providerUrl}/v1/public/oauth/google/start`));
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('heading', { name: `Welcome, ${email}!` }).waitFor();
}

/** Opens `tabs` dashboards in one new context and counts refresh calls over `periodMs` after the last one opened. */
export async function refreshCallsWithTabs(
  browser: Browser,
  stack: RunningStack,
  tabs: number,
  periodMs = REFRESH_PERIOD_MS,
): Promise<number> {
  const context = await browser.newContext();
  try {
    await signInWithGoogle(context, stack, `tabs-${tabs}-${Date.now().toString(36)}@example.com`);
    for (let opened = 1; opened < tabs; opened += 1) {
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await page.goto(`${stack.hostUrl}/dashboard`);
      await page.getByRole('button', { name: 'Log Out' }).waitFor();
    }
    let refreshes = 0;
    const refreshUrl = `${stack.providerUrl}/sdk/v1/sessions/authenticate`;
    context.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === refreshUrl) refreshes += 1;
    });
    // The measured period itself: the count is what happens in it.
    await new Promise((resolve) => setTimeout(resolve, periodMs));
    return refreshes;
  } finally {
    await context.close();
  }
}
