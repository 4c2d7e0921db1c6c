// Debian's Chromium, headless, launched as the benchmark launches it (one list of flags).
import type { Page } from 'playwright';

export { launchChromium } from '../../../scripts/bench/browser.ts';

/** Records what the page says to the visitor (dialogs, dismissed at once) and to the console. */
export function watchPage(page: Page): { dialogs: string[]; console: string[] } {
  const seen = { dialogs: [] as string[], console: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => seen.console.push(message.text()));
  return seen;
}
