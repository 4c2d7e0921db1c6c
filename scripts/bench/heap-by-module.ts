// One load of a page with V8's sampling heap profiler on, read once the page is quiet and a garbage
// collection has run: the heap in use and the sampled part by script (heap-attribution.ts). In loads of
// its own, without throttling: the profiler slows what it watches, so no timing is taken from them.
import type { Browser } from 'playwright';
import { bytesByScript, type HeapLoad, type ProfileNode } from './heap-attribution.ts';
import { networkQuiet } from './measure.ts';
import { openSession } from './page-session.ts';
import { PROFILES } from './profiles.ts';
import { visibilityProbe, type Mark } from './probe.ts';

/** Bytes between samples: small enough that a page's few hundred live objects per script are seen. */
const SAMPLING_INTERVAL = 256;

export async function heapLoad(
  browser: Browser,
  url: string,
  wanted: readonly Mark[],
  timeoutMs = 30_000,
): Promise<HeapLoad> {
  const noThrottling = PROFILES[0]!;
  const { context, cdp, page, onReport } = await openSession(browser, noThrottling, [visibilityProbe(wanted)]);
  try {
    const quiet = networkQuiet(cdp);
    const seen = new Set<Mark>();
    const allMarks = new Promise<void>((resolve) =>
      onReport((report) => {
        if (report.kind === 'mark') seen.add(report.mark);
        if (wanted.every((mark) => seen.has(mark))) resolve();
      }),
    );
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.startSampling', { samplingInterval: SAMPLING_INTERVAL });
    await page.goto(url, { waitUntil: 'commit' });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${url}: not every mark within ${timeoutMs} ms`)), timeoutMs);
    });
    await Promise.race([allMarks, late]).finally(() => clearTimeout(timer));
    await quiet.wait(timeoutMs);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { profile } = await cdp.send('HeapProfiler.getSamplingProfile');
    await cdp.send('HeapProfiler.stopSampling');
    return { usedBytes: usedSize, byScript: bytesByScript(profile.head as ProfileNode) };
  } finally {
    await context.close();
  }
}
