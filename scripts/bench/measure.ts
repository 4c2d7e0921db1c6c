// One cold-cache page load under a profile: a new browser context, navigation, the time of each mark
// (the Google button, the passcode form), the JavaScript heap when the Google button showed and once
// the page is quiet, and every request the page made until its network went quiet. The page is read
// through bare CDP calls only (see probe.ts for why not Playwright's evaluate).
import type { Browser, CDPSession } from 'playwright';
import type { Profile } from './profiles.ts';
import { visibilityProbe, type Mark } from './probe.ts';
import { evaluate, openSession, type PageSession } from './page-session.ts';

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
  /**
   * JavaScript heap in use once the page is quiet (every mark reached, no request for QUIET_MS),
   * after a forced garbage collection, so that it counts what the page keeps rather than its litter.
   */
  heapQuietBytes: number;
  /** Every resource the page fetched (the document aside), in the order they started. */
  fetches: Fetch[];
}

/**
 * How long the network must stay idle to count as quiet: the widget's after-paint loads start within a
 * frame or two, and a page that sends nothing for half a second has settled for a person.
 */
export const QUIET_MS = 500;

/** Resolves once the page has had no request in flight for QUIET_MS, or after `timeoutMs`. */
export function networkQuiet(cdp: CDPSession): { wait(timeoutMs: number): Promise<void> } {
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

/**
 * Each wanted mark's time, once the page's probe has reported them all (`onMark` hears each as it
 * comes); rejects after `timeoutMs`, naming the marks missing and the page's errors so far.
 */
export function marksReached(
  onReport: PageSession['onReport'],
  url: string,
  wanted: readonly Mark[],
  timeoutMs: number,
  errors: readonly string[],
  onMark: (mark: Mark) => void = () => {},
): Promise<PageLoad['marks']> {
  const marks: PageLoad['marks'] = {};
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `${url}: no ${wanted.filter((mark) => marks[mark] === undefined).join(', ')} within ${timeoutMs} ms${errors.length ? `: ${errors.join('; ')}` : ''}`,
          ),
        ),
      timeoutMs,
    );
    onReport((report) => {
      if (report.kind !== 'mark') return;
      marks[report.mark] = report.time;
      onMark(report.mark);
      if (wanted.every((one) => marks[one] !== undefined)) {
        clearTimeout(timer);
        resolve(marks);
      }
    });
  });
}

export async function loadPage(
  browser: Browser,
  url: string,
  profile: Profile,
  wanted: readonly Mark[],
  timeoutMs = 30_000,
): Promise<PageLoad> {
  const { context, cdp, page, errors, onReport } = await openSession(browser, profile, [visibilityProbe(wanted)]);
  try {
    const quiet = networkQuiet(cdp);
    let heap: Promise<number> | undefined;
    const reached = marksReached(onReport, url, wanted, timeoutMs, errors, (mark) => {
      if (mark === 'google') heap = heapUsed(cdp);
    });
    await page.goto(url, { waitUntil: 'commit' });
    const marks = await reached;
    const heapUsedBytes = (await heap) ?? 0;
    // Lazy loads that follow the marks finish, so the totals include them.
    await quiet.wait(timeoutMs);
    await cdp.send('HeapProfiler.collectGarbage');
    const heapQuietBytes = await heapUsed(cdp);
    const fetches = await evaluate<Fetch[]>(
      cdp,
      `performance.getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, initiatorType: entry.initiatorType, startTime: entry.startTime, responseEnd: entry.responseEnd }))
      .sort((a, b) => a.startTime - b.startTime)`,
      timeoutMs,
    );
    return { marks, heapUsedBytes, heapQuietBytes, fetches };
  } finally {
    await context.close();
  }
}

export const heapUsed = (cdp: CDPSession) => cdp.send('Runtime.getHeapUsage').then(({ usedSize }) => usedSize);
