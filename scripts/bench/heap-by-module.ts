// One load of a page with V8's allocation tracking on, read once the page is quiet and a garbage
// collection has run: the heap in use, then a heap snapshot with each object's allocation stack, from
// which the objects and the code by script (heap-attribution.ts). In loads of its own, without
// throttling: tracking slows what it watches, so no timing is taken from them.
import type { Browser } from 'playwright';
import type { HeapLoad } from './heap-attribution.ts';
import { codeByScript } from './heap-code.ts';
import { jsHeapBytes, objectsByScript } from './heap-objects.ts';
import { heapGraph, type HeapSnapshot } from './heap-snapshot.ts';
import { heapUsed, marksReached, networkQuiet } from './measure.ts';
import { openSession } from './page-session.ts';
import { NO_THROTTLING } from './profiles.ts';
import { visibilityProbe, type Mark } from './probe.ts';

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
    await cdp.send('HeapProfiler.startTrackingHeapObjects', { trackAllocations: true });
    await page.goto(url, { waitUntil: 'commit' });
    await reached;
    await quiet.wait(timeoutMs);
    await cdp.send('HeapProfiler.collectGarbage');
    const usedBytes = await heapUsed(cdp);
    const chunks: string[] = [];
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
    // Stopping the tracking sends the snapshot, with the allocation stacks.
    await cdp.send('HeapProfiler.stopTrackingHeapObjects', { reportProgress: false });
    const snapshot = JSON.parse(chunks.join('')) as HeapSnapshot;
    const graph = heapGraph(snapshot);
    return {
      usedBytes,
      snapshotBytes: jsHeapBytes(graph),
      objects: objectsByScript(snapshot, graph),
      code: codeByScript(graph),
    };
  } finally {
    await context.close();
  }
}
