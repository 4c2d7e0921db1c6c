// The page-side probe of the benchmark: notes when the first Google button becomes visible (in the page
// or inside any open shadow root), using only the page's own APIs. The benchmark reads it with a bare
// CDP Runtime.evaluate, never Playwright's waitForFunction or evaluate: those compile Playwright's
// injected script on the page's main thread while it loads (measured: +50–65 ms and +0.48 MiB of heap
// on every JavaScript page), which would skew the ratios between pages.

export const BUTTON_LABEL = 'Continue with Google';

/**
 * CDP binding the probe calls with `performance.now()` of the first frame with the button: the
 * benchmark hears it as a `Runtime.bindingCalled` event, so nothing polls the page.
 */
export const PROBE_BINDING = '__courtButtonVisible';

/**
 * Runs before any page script (an init script). Every animation frame it looks for a button with the
 * label that has a box on screen. A string, so that no compiler helper leaks into the page.
 */
export function visibilityProbe(label: string): string {
  return `(() => {
    const label = ${JSON.stringify(label)};
    const find = (root) => {
      for (const button of root.querySelectorAll('button')) {
        const box = button.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && (button.textContent || '').includes(label)
          && getComputedStyle(button).visibility !== 'hidden') return true;
      }
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot && find(element.shadowRoot)) return true;
      }
      return false;
    };
    const tick = () => {
      if (!find(document)) return requestAnimationFrame(tick);
      const report = window.${PROBE_BINDING};
      if (typeof report === 'function') report(String(performance.now()));
    };
    requestAnimationFrame(tick);
  })();`;
}
