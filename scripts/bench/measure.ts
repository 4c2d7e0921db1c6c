// One cold-cache page load: a new browser context, navigation, the time until the Google button is
// visible and the page's JavaScript heap at that moment, with every JavaScript file the page requested.
// The page is read through bare CDP calls only (see probe.ts for why not Playwright's evaluate).
import type { Browser, CDPSession } from 'playwright';
import { BUTTON_LABEL, PROBE_BINDING, visibilityProbe } from './probe.ts';

export interface ScriptLoad {
  url: string;
  /** Milliseconds after navigation start. */
  startTime: number;
  responseEnd: number;
}

export interface PageLoad {
  /** Navigation start → first frame with the button on screen, in milliseconds. */
  visibleMs: number;
  /** JavaScript heap in use when the button was visible, in bytes. */
  heapUsedBytes: number;
  scripts: ScriptLoad[];
}

const SETTLE_MS = 500;

/** Evaluates `expression` in the page's main world with CDP, awaiting a promise, returning its value. */
async function evaluate<T>(cdp: CDPSession, expression: string, timeoutMs: number): Promise<T> {
  const answer = await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true, timeout: timeoutMs });
  if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
  return answer.result.value as T;
}

/** The time the probe reports through its binding, or undefined after `timeoutMs`. */
function buttonVisibleAt(cdp: CDPSession, timeoutMs: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(undefined), timeoutMs);
    const onCall = (call: { name: string; payload: string }) => {
      if (call.name === PROBE_BINDING) done(Number(call.payload));
    };
    const done = (value: number | undefined) => {
      clearTimeout(timer);
      cdp.off('Runtime.bindingCalled', onCall);
      resolve(value);
    };
    cdp.on('Runtime.bindingCalled', onCall);
  });
}

export async function loadPage(browser: Browser, url: string, timeoutMs = 15_000): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(visibilityProbe(BUTTON_LABEL));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Binding calls arrive as events of the Runtime domain (which Playwright's own session enables anyway).
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: PROBE_BINDING });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const visible = buttonVisibleAt(cdp, timeoutMs);
    await page.goto(url, { waitUntil: 'commit' });
    const visibleMs = await visible;
    if (visibleMs === undefined) {
      throw new Error(`No visible "${BUTTON_LABEL}" button on ${url} within ${timeoutMs} ms${errors.length ? `: ${errors.join('; ')}` : ''}`);
    }
    const { usedSize: heapUsedBytes } = await cdp.send('Runtime.getHeapUsage');
    // Let lazy loads that follow the first screen finish, so "all JS" includes them.
    await page.waitForTimeout(SETTLE_MS);
    const scripts = await evaluate<ScriptLoad[]>(cdp, `performance.getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd }))`, timeoutMs);
    return { visibleMs, heapUsedBytes, scripts };
  } finally {
    await context.close();
  }
}
