// Debian's Chromium, headless, as the end-to-end tests drive it.
import { chromium, type Browser, type Page } from 'playwright';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

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
