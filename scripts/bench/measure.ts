// One cold-cache page load under a profile: a new browser context, navigation, the time of each mark
// (the Google button, the passcode form), the JavaScript heap when the Google button showed, and every
// request the page made until its network went quiet. The page is read through bare CDP calls only
// (see probe.ts for why not Playwright's evaluate).
import type { Browser, CDPSession } from 'playwright';
import { applyProfile, type Profile } from './profiles.ts';
import { PROBE_BINDING, visibilityProbe, type Mark } from './probe.ts';

export interface Fetch {
  url: string;
  /** Resource Timing's initiator type: script, link, fetch, css, img… */
  initiatorType: string;
  /** Milliseconds after navigation start. */
  startTime: number;
  responseEnd: number;
}

export interface PageLoad {
  /** Navigation start → first frame showing each mark, in milliseconds. */
  marks: Partial<Record<Mark, number>>;
  /** JavaScript heap in use when the Google button was visible, in bytes. */
  heapUsedBytes: number;
  /** Every resource the page fetched (the document aside), in the order they started. */
  fetches: Fetch[];
}

/** Evaluates `expression` in the page's main world with CDP, awaiting a promise, returning its value. */
async function evaluate<T>(cdp: CDPSession, expression: string, timeoutMs: number): Promise<T> {
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

/** How long the network must stay idle to count as quiet: the widget's after-paint loads start within a frame or two. */
const QUIET_MS = 250;

/** Resolves once the page has had no request in flight for QUIET_MS, or after `timeoutMs`. */
function networkQuiet(cdp: CDPSession): { wait(timeoutMs: number): Promise<void> } {
  const inFlight = new Set<string>();
  let onChange = () => {};
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    inFlight.add(requestId);
    onChange();
  });
  const end = ({ requestId }: { requestId: string }) => {
    inFlight.delete(requestId);
    onChange();
  };
  cdp.on('Network.loadingFinished', end);
  cdp.on('Network.loadingFailed', end);
  return {
    wait: (timeoutMs) =>
      new Promise<void>((resolve) => {
        const limit = setTimeout(resolve, timeoutMs);
        let idle: NodeJS.Timeout | undefined;
        onChange = () => {
          clearTimeout(idle);
          if (inFlight.size > 0) return;
          idle = setTimeout(() => {
            clearTimeout(limit);
            resolve();
          }, QUIET_MS);
        };
        onChange();
      }),
  };
}

export async function loadPage(
  browser: Browser,
  url: string,
  profile: Profile,
  wanted: readonly Mark[],
  timeoutMs = 30_000,
): Promise<PageLoad> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    await context.addInitScript(visibilityProbe(wanted));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Binding calls arrive as events of the Runtime domain (which Playwright's own session enables anyway).
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: PROBE_BINDING });
    await cdp.send('Network.enable');
    await applyProfile(cdp, profile);
    const quiet = networkQuiet(cdp);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const marks: PageLoad['marks'] = {};
    let heap: Promise<number> | undefined;
    const allMarks = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `${url}: no ${wanted.filter((mark) => marks[mark] === undefined).join(', ')} within ${timeoutMs} ms${errors.length ? `: ${errors.join('; ')}` : ''}`,
            ),
          ),
        timeoutMs,
      );
      cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
        if (name !== PROBE_BINDING) return;
        const [mark, time] = payload.split(':') as [Mark, string];
        marks[mark] = Number(time);
        if (mark === 'google') heap = cdp.send('Runtime.getHeapUsage').then(({ usedSize }) => usedSize);
        if (wanted.every((one) => marks[one] !== undefined)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    await page.goto(url, { waitUntil: 'commit' });
    await allMarks;
    const heapUsedBytes = (await heap) ?? 0;
    // Lazy loads that follow the marks finish, so the totals include them.
    await quiet.wait(timeoutMs);
    const fetches = await evaluate<Fetch[]>(
      cdp,
      `performance.getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, initiatorType: entry.initiatorType, startTime: entry.startTime, responseEnd: entry.responseEnd }))
      .sort((a, b) => a.startTime - b.startTime)`,
      timeoutMs,
    );
    return { marks, heapUsedBytes, fetches };
  } finally {
    await context.close();
  }
}
