// A cold-cache page under a profile, read through bare CDP (see probe.ts for why not Playwright's
// evaluate): a new browser context with the probes as init scripts, the CDP binding they report
// through, the network domain on and the profile applied. Both kinds of load use it: the visibility
// load (measure.ts) and the working-click load (click-load.ts).
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright';
import { applyProfile, type Profile } from './profiles.ts';
import { PROBE_BINDING, readReport, type ProbeReport } from './probe.ts';

export interface PageSession {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** The page's uncaught errors so far, for a timeout's message. */
  errors: string[];
  /** Calls `listener` with every report of the probes, from now on. */
  onReport(listener: (report: ProbeReport) => void): void;
}

export async function openSession(browser: Browser, profile: Profile, initScripts: string[]): Promise<PageSession> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    for (const script of initScripts) await context.addInitScript(script);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Binding calls arrive as events of the Runtime domain (which Playwright's own session enables anyway).
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: PROBE_BINDING });
    await cdp.send('Network.enable');
    await applyProfile(cdp, profile);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return {
      context,
      page,
      cdp,
      errors,
      onReport(listener) {
        cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
          if (name === PROBE_BINDING) listener(readReport(payload));
        });
      },
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Evaluates `expression` in the page's main world with CDP, awaiting a promise, returning its value. */
export async function evaluate<T>(cdp: CDPSession, expression: string, timeoutMs: number): Promise<T> {
  const answer = await cdp.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
    timeout: timeoutMs,
  });
  if (answer.exceptionDetails)
    throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
  return answer.result.value as T;
}
