// One page load whose script responses are all held and released level by level (levels.ts), until
// the passcode form can be sent. Before each release the page must have asked for everything it
// will ask for with what it has, which is known from events, never from a quiet time:
// - every released script has arrived, and every static import of an arrived script (the bundle's
//   import graph) has been asked for: the browser asks for those as soon as the module arrives;
// - every request that is not held (the provider's API) has finished;
// - every released script whose static imports are all released has run (the page's own `import()`
//   of it resolves once it has been evaluated);
// - then the page has drawn a frame and gone idle (requestAnimationFrame, then requestIdleCallback:
//   the work those scripts queued, the widget's after-paint imports among it, has run);
// and a round of all that has asked for nothing new, twice in a row. How busy the machine is changes
// how long this takes, not its answer.
import type { Browser } from 'playwright';
import { fileOf, HeldLevels, type ImportGraph } from './levels.ts';
import { applyProfile, NO_THROTTLING } from './profiles.ts';
import { PROBE_BINDING, readReport, visibilityProbe } from './probe.ts';

export interface HeldLoad {
  /** Levels released when the passcode form could be sent (court-login.js is level 1). */
  levels: number;
  /**
   * The document, every script of those levels, and the other requests sent before the form could be
   * sent (the provider's API). Unlike the levels, this may differ by one: the
   * widget's telemetry goes out on a timer of its own, before the form is ready or after.
   */
  requests: number;
  /** File names of the scripts of those levels, level 1 first. */
  scriptsPerLevel: string[][];
}

/**
 * The requests counted besides scripts: the page's own, as Resource Timing lists them, and the
 * document. Not the browser's own (the favicon, asked for at a moment of its choosing) nor CORS
 * preflights, whose type is Other or Preflight.
 */
const COUNTED_TYPES = new Set(['Document', 'Fetch', 'XHR', 'Stylesheet', 'Image', 'Font', 'Media', 'Manifest']);

/** Rounds in a row that must ask for nothing new before the next level is released. */
const STILL_ROUNDS = 2;

export async function loadHeld(
  browser: Browser,
  url: string,
  graph: ImportGraph,
  timeoutMs = 60_000,
): Promise<HeldLoad> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  let fail: (error: Error) => void = () => {};
  const failure = new Promise<never>((_, reject) => {
    fail = reject;
  });
  failure.catch(() => {});
  // Nothing may wait on the page without also hearing of its failure or of the time limit.
  const guard = <T>(step: Promise<T>) => Promise.race([step, failure]);
  let wake = () => {};
  /** Resolves at the next event of the page (a request, a response, a mark). */
  const nextEvent = () =>
    guard(
      new Promise<void>((resolve) => {
        wake = resolve;
      }),
    );
  const timer = setTimeout(
    () => fail(new Error(`${url}: the passcode form was not ready within ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    await context.addInitScript(visibilityProbe(['form']));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Levels are counted by cause, not by the clock: whatever profile ran before, none now.
    await applyProfile(cdp, NO_THROTTLING);
    page.on('pageerror', (error) => fail(new Error(`${url}: ${error.message}`)));
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: PROBE_BINDING });
    await cdp.send('Network.enable');
    await cdp.send('Fetch.enable', { patterns: [{ resourceType: 'Script', requestStage: 'Request' }] });

    const levels = new HeldLevels(graph);
    /** Fetch's paused requests of held scripts, by URL. */
    const paused = new Map<string, string>();
    /** Requests that are not held scripts and have not finished, by CDP request id. */
    const unheld = new Set<string>();
    /** Script URLs by CDP request id. */
    const scriptUrls = new Map<string, string>();
    /** Other requests the page sent before the form could be sent, the document among them. */
    const others = new Set<string>();
    let formLevel: number | undefined;
    let changes = 0;
    const changed = () => {
      changes += 1;
      wake();
    };

    cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
      levels.requested(request.url);
      if (levels.isReleased(request.url)) cdp.send('Fetch.continueRequest', { requestId }).catch(fail);
      else paused.set(request.url, requestId);
      changed();
    });
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      if (request.url.startsWith('data:')) return;
      if (type === 'Script') scriptUrls.set(requestId, request.url);
      else {
        unheld.add(requestId);
        if (formLevel === undefined && type !== undefined && COUNTED_TYPES.has(type)) others.add(requestId);
      }
      changed();
    });
    cdp.on('Network.loadingFinished', ({ requestId }) => {
      const script = scriptUrls.get(requestId);
      if (script) levels.arrived(script);
      unheld.delete(requestId);
      changed();
    });
    cdp.on('Network.loadingFailed', ({ requestId, errorText }) => {
      const script = scriptUrls.get(requestId);
      if (script) fail(new Error(`${script} failed: ${errorText}`));
      unheld.delete(requestId);
      changed();
    });
    cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
      if (name !== PROBE_BINDING) return;
      const report = readReport(payload);
      if (report.kind !== 'mark' || report.mark !== 'form') return;
      formLevel ??= levels.released;
      changed();
    });

    const evaluate = async (expression: string) => {
      const answer = await guard(cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }));
      if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? 'page error');
    };
    /** Waits until the page has every released script, their static imports asked for, and every answer not held. */
    const untilArrived = async () => {
      while (levels.released > 0 && (levels.awaited().length > 0 || unheld.size > 0)) await nextEvent();
    };

    /** Waits until the page has asked for everything the released levels make it ask for. */
    const settle = async () => {
      for (let still = 0; still < STILL_ROUNDS && formLevel === undefined;) {
        const before = changes;
        await untilArrived();
        await evaluate(
          `Promise.allSettled(${JSON.stringify(levels.runnable())}.map((url) => import(url))).then(() => true)`,
        );
        await evaluate(
          'new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve(true))))',
        );
        still = changes === before ? still + 1 : 0;
      }
    };

    page.goto(url, { waitUntil: 'commit' }).catch(fail);
    // The document asks for court-login.js: level 1, held like every script.
    while (paused.size === 0) await nextEvent();
    while (formLevel === undefined) {
      const release = levels.releaseNext();
      if (release.length === 0)
        throw new Error(`${url}: the page asked for no more scripts and its passcode form is not ready`);
      for (const script of release) {
        const requestId = paused.get(script);
        paused.delete(script);
        if (requestId) await guard(cdp.send('Fetch.continueRequest', { requestId }));
      }
      await settle();
    }
    const scriptsPerLevel = levels.perLevel().slice(0, formLevel);
    return {
      levels: formLevel,
      requests: others.size + scriptsPerLevel.flat().length,
      scriptsPerLevel: scriptsPerLevel.map((scripts) => scripts.map(fileOf)),
    };
  } finally {
    clearTimeout(timer);
    await context.close();
  }
}
