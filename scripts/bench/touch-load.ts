// One cold-cache load where, once the page is quiet, a pointer moves onto the widget, beside its
// buttons (a pointer over a painted button waits for its click, first-touch.ts): the visitor's first touch, at which React renders a painted first screen that is all of its first
// render (element/first-touch.ts). It times that touch → React's screen: the painted mark gone
// (src/paint/hand-over.ts), which is what a click that was the first touch (the email tab) waits
// for before it is replayed. A load of its own: the heap loads (measure.ts) must see no touch.
import type { Browser } from 'playwright';
import { networkQuiet } from './measure.ts';
import { openSession } from './page-session.ts';
import { PROBE_BINDING, type Point } from './probe.ts';
import type { Profile } from './profiles.ts';

export interface TouchLoad {
  /** The pointer over the widget → the first frame showing React's screen, ms (page clock). */
  touchToReact: number;
}

/**
 * Reports the page's first pointerover and the first frame where every widget root on the page is
 * React's (`kind: 'touch' | 'react'`). A string, so that no compiler helper leaks into the page.
 */
const REACT_PROBE = `(() => {
  const report = (kind) => window.${PROBE_BINDING}(JSON.stringify({ kind, time: performance.now() }));
  addEventListener('pointerover', () => report('touch'), { capture: true, once: true });
  const roots = (root, all) => {
    all.push(root);
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) roots(element.shadowRoot, all);
    return all;
  };
  let placed = false;
  const tick = () => {
    const all = roots(document, []);
    // A point of the painted widget off its buttons: its top left corner, inside its padding.
    const painted = !placed && all.map((root) => root.querySelector('[data-court-painted]')).find(Boolean);
    if (painted) {
      placed = true;
      const box = painted.getBoundingClientRect();
      window.${PROBE_BINDING}(JSON.stringify({ kind: 'widget', time: performance.now(), x: box.left + 4, y: box.top + 4 }));
    }
    const react = all.some((root) => root.querySelector('.court-root')) && !all.some((root) => root.querySelector('[data-court-painted]'));
    if (react) report('react');
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

export async function touchLoad(
  browser: Browser,
  url: string,
  profile: Profile,
  timeoutMs = 30_000,
): Promise<TouchLoad> {
  const { context, cdp, page, errors, onReport } = await openSession(browser, profile, [REACT_PROBE]);
  try {
    const times: { widget?: Point; touch?: number; react?: number } = {};
    onReport((report) => {
      const { kind, time, x, y } = report as unknown as { kind: string; time: number; x: number; y: number };
      if (kind === 'widget') times.widget = { x, y };
      else if (kind === 'touch' || kind === 'react') times[kind] ??= time;
    });
    const quiet = networkQuiet(cdp);
    const deadline = Date.now() + timeoutMs;
    const until = async (what: string, test: () => boolean) => {
      while (!test()) {
        if (Date.now() > deadline)
          throw new Error(`${url}: no ${what} within ${timeoutMs} ms${errors.length ? `: ${errors.join('; ')}` : ''}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await page.goto(url, { waitUntil: 'commit' });
    await until('painted widget', () => times.widget !== undefined);
    await quiet.wait(timeoutMs);
    if (times.react !== undefined) throw new Error(`${url}: React rendered the painted screen before any touch`);
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...times.widget! });
    await until("React's screen after the touch", () => times.touch !== undefined && times.react !== undefined);
    return { touchToReact: times.react! - times.touch! };
  } finally {
    await context.close();
  }
}
