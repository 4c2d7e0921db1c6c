// One load of a page with V8's sampling heap profiler on, read once the page is quiet and a garbage
// collection has run: the heap in use, the sampled objects by script (heap-attribution.ts) and then,
// from a heap snapshot, the code by script (heap-code.ts). In loads of its own, without throttling:
// the profiler slows what it watches, so no timing is taken from them.
import type { Browser } from 'playwright';
import { bytesByScript, type HeapLoad, type ProfileNode } from './heap-attribution.ts';
import { codeByScript, type HeapSnapshot } from './heap-code.ts';
import { heapUsed, marksReached, networkQuiet } from './measure.ts';
import { openSession } from './page-session.ts';
import { NO_THROTTLING } from './profiles.ts';
import { visibilityProbe, type Mark } from './probe.ts';

/** Bytes between samples: small enough that a page's few hundred live objects per script are seen. */
const SAMPLING_INTERVAL = 256;

export async function heapLoad(
  browser: Browser,
  url: string,
  wanted: readonly Mark[],
  timeoutMs = 30_000,
): Promise<HeapLoad> {
  const { context, cdp, page, errors, onReport } = await openSession(browser, NO_THROTTLING, [visibilityProbe(wanted)]);
  try {
    const quiet = networkQuiet(cdp);
    const reached = marksReached(onReport, url, wanted, timeoutMs, errors);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.startSampling', { samplingInterval: SAMPLING_INTERVAL });
    await page.goto(url, { waitUntil: 'commit' });
    await reached;
    await quiet.wait(timeoutMs);
    await cdp.send('HeapProfiler.collectGarbage');
    const usedBytes = await heapUsed(cdp);
    const { profile } = await cdp.send('HeapProfiler.getSamplingProfile');
    await cdp.send('HeapProfiler.stopSampling');
    const chunks: string[] = [];
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    const code = codeByScript(JSON.parse(chunks.join('')) as HeapSnapshot);
    return { usedBytes, byScript: bytesByScript(profile.head as ProfileNode), code };
  } finally {
    await context.close();
  }
}
