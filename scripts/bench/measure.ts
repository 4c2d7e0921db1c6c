// One cold-cache page load: a new browser context, navigation, and the time until the Google
// button is visible, with every JavaScript file the page requested.
import type { Browser } from 'playwright';
import { BUTTON_LABEL, visibilityProbe } from './browser.ts';

export interface ScriptLoad {
  url: string;
  /** Milliseconds after navigation start. */
  startTime: number;
  responseEnd: number;
}

export interface PageLoad {
  /** Navigation start → first frame with the button on screen, in milliseconds. */
  visibleMs: number;
  scripts: ScriptLoad[];
}

const SETTLE_MS = 500;

export async function loadPage(browser: Browser, url: string, timeoutMs = 15_000): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(visibilityProbe(BUTTON_LABEL));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page
      .waitForFunction(() => (window as unknown as { __courtButtonVisibleAt?: number }).__courtButtonVisibleAt, undefined, {
        timeout: timeoutMs,
        polling: 50,
      })
      .catch(() => undefined);
    if (!handle) {
      throw new Error(`No visible "${BUTTON_LABEL}" button on ${url} within ${timeoutMs} ms${errors.length ? `: ${errors.join('; ')}` : ''}`);
    }
    const visibleMs = (await handle.jsonValue()) as number;
    // Let lazy loads that follow the first screen finish, so "all JS" includes them.
    await page.waitForTimeout(SETTLE_MS);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd })),
    );
    return { visibleMs, scripts };
  } finally {
    await context.close();
  }
}
