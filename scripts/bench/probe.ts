// The page-side probe of the benchmark: notes the first frame showing the Google button, the first
// frame showing the passcode form, and the first frame where that form can be sent (its button no
// longer busy) — in the page or inside any open shadow root — using
// only the page's own APIs. The benchmark reads it with a bare CDP binding, never Playwright's
// waitForFunction or evaluate: those compile Playwright's injected script on the page's main thread
// while it loads (measured: +50–65 ms and +0.48 MiB of heap on every JavaScript page), which would
// skew the ratios between pages.

export const BUTTON_LABEL = 'Continue with Google';
/** The passcode form's button, the same words in <court-login> and the hosted provider's UI. */
export const FORM_BUTTON_LABEL = 'Continue with text message';

/** The Google button; the passcode form shown; the passcode form ready to be sent. */
export type Mark = 'google' | 'formShown' | 'form';

/**
 * CDP binding the probes call with a JSON report (`ProbeReport`): the benchmark hears it as a
 * `Runtime.bindingCalled` event, so nothing polls the page.
 */
export const PROBE_BINDING = '__courtMark';

/** A point on the page, in CSS pixels of the viewport: where a person would press. */
export interface Point {
  x: number;
  y: number;
}

/** What the page tells the benchmark: a mark reached, a press it received, a control's effect starting. */
export type ProbeReport =
  | {
      kind: 'mark';
      mark: Mark;
      /** performance.now() of the first frame showing it. */
      time: number;
      /** The centre of the mark's button (the Google button, the passcode form's button). */
      button: Point;
      /** The centre of the passcode form's phone field. */
      field?: Point;
    }
  | { kind: 'press'; time: number; onButton: boolean }
  | { kind: 'start'; control: Control; time: number };

/** The controls whose first working click the benchmark times: the Google button, the passcode form's button. */
export type Control = 'google' | 'continue';

/** With `locate`, the probe's page function that finds a mark now: `{ button, field? }` or null. */
export const LOCATE_FUNCTION = '__courtLocate';

export function readReport(payload: string): ProbeReport {
  return JSON.parse(payload) as ProbeReport;
}

/**
 * Runs before any page script (an init script). Every animation frame it looks for what `marks`
 * name: the Google button with a box on screen; a visible phone number field with a visible form
 * button (for `form`: one that is not busy). A string, so that no compiler helper leaks into the page.
 * With `locate`, it also leaves a function on the page that finds a mark's controls where they are
 * now (LOCATE_FUNCTION), for a press after typing has changed the page.
 */
export function visibilityProbe(marks: readonly Mark[], locate = false): string {
  return `(() => {
    const wanted = new Set(${JSON.stringify(marks)});
    const shown = (element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const centre = (element) => {
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    };
    const roots = (root, all) => {
      all.push(root);
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) roots(element.shadowRoot, all);
      return all;
    };
    const button = (root, label, ready) => [...root.querySelectorAll('button')]
      .find((found) => (found.textContent || '').includes(label) && (!ready || !found.hasAttribute('aria-busy')) && shown(found));
    const form = (root, ready) => {
      const field = [...root.querySelectorAll('input[type="tel"]')].find(shown);
      const send = field && button(root, ${JSON.stringify(FORM_BUTTON_LABEL)}, ready);
      return send && { button: centre(send), field: centre(field) };
    };
    const tests = {
      google: (root) => {
        const found = button(root, ${JSON.stringify(BUTTON_LABEL)}, false);
        return found && { button: centre(found) };
      },
      formShown: (root) => form(root, false),
      form: (root) => form(root, true),
    };
    const find = (all, mark) => {
      for (const root of all) {
        const found = tests[mark](root);
        if (found) return found;
      }
      return null;
    };
    if (${locate}) window.${LOCATE_FUNCTION} = (mark) => find(roots(document, []), mark);
    const tick = () => {
      const all = roots(document, []);
      for (const mark of [...wanted]) {
        const found = find(all, mark);
        if (!found) continue;
        wanted.delete(mark);
        const report = window.${PROBE_BINDING};
        if (typeof report === 'function') report(JSON.stringify({ kind: 'mark', mark, time: performance.now(), ...found }));
      }
      if (wanted.size > 0) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })();`;
}
