// Headless Chromium as the toolchain notes prescribe, and the probe that notes when the first
// Google button becomes visible (in the page or inside any open shadow root).
import { chromium, type Browser } from 'playwright';
import { chromiumPath } from '../chromium.ts';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

export const BUTTON_LABEL = 'Continue with Google';

/**
 * Runs before any page script. Every animation frame it looks for a button with the label that
 * has a box on screen, and stores `performance.now()` of the first frame that has one (the frame
 * that is painted next) in `window.__courtButtonVisibleAt`. A string, so that no compiler helper
 * leaks into the page.
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
      if (find(document)) { window.__courtButtonVisibleAt = performance.now(); return; }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })();`;
}
