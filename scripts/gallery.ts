// npm run gallery [-- --out <folder>] [--provider-url <origin>] [--screenshots <folder>] [--locale <locale>]
//
// Writes the gallery page (every screen of the widget, Shadow and light DOM, default and custom
// theme) into a folder, dist/gallery by default. `npm start` serves the same page at
// http://localhost:5174/gallery/ against its local provider. With --screenshots, starts a local
// provider on a free port, opens the page in headless Chromium in the light and the dark colour
// scheme, and writes a full-page PNG and one PNG per screen to the folder; with --locale (ar, ja, en-XA…),
// of the widgets in that language (its files named after it).
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { buildGalleryPage } from '../demo/gallery/build.ts';
import { GALLERY_SCREENS } from '../demo/gallery/screens.ts';
import { GALLERY_LOCALES, isGalleryLocale, type GalleryLocale } from '../demo/gallery/locale-switch.ts';
import { listen, sendFile } from '../demo/pages/static-files.ts';
import { startProvider } from '../local-provider/http/server.ts';
import { CHROMIUM_ARGS } from './bench/browser.ts';
import { prepareChromium } from './browsers.ts';

const PUBLIC_TOKEN = 'public-token-test-court-login-local';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'dist/gallery' },
    'provider-url': { type: 'string', default: 'http://localhost:8788' },
    screenshots: { type: 'string' },
    locale: { type: 'string', default: 'en' },
  },
});
if (!isGalleryLocale(values.locale!)) {
  console.error(
    `--locale must be one of ${GALLERY_LOCALES.map((entry) => entry.locale).join(', ')}, not "${values.locale}".`,
  );
  process.exit(2);
}
const locale: GalleryLocale = values.locale;

const outDir = resolve(values.out!);
console.log(`Writing the gallery to ${outDir}…`);
await buildGalleryPage({ outDir, providerUrl: values['provider-url']!, publicToken: PUBLIC_TOKEN });
console.log(`Done. Open it with the local stack running: npm start, then http://localhost:5174/gallery/`);

if (values.screenshots !== undefined) await takeScreenshots(outDir, resolve(values.screenshots));

async function takeScreenshots(pageDir: string, shotsDir: string): Promise<void> {
  const executablePath = prepareChromium();
  await mkdir(shotsDir, { recursive: true });
  const server = await listen(
    (request, response) => sendFile(response, pageDir, new URL(request.url ?? '/', 'http://localhost').pathname),
    0,
  );
  // The page drives the provider's developer tools (inbox, fault switches) from its own origin.
  const provider = await startProvider({ port: 0, settings: { dev_tool_origins: [server.url] } });
  const named = (name: string) => join(shotsDir, locale === 'en' ? `${name}.png` : `${locale}-${name}.png`);
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  let failed = false;
  try {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport: { width: 1840, height: 1000 } });
      await page.emulateMedia({ colorScheme });
      await page.goto(
        `${server.url}/index.html?provider-url=${encodeURIComponent(provider.url)}&locale=${encodeURIComponent(locale)}`,
      );
      await page.waitForSelector('body[data-gallery]', { timeout: 300_000 });
      await page.waitForFunction(
        (lang) =>
          [...document.querySelectorAll('court-login')].every((element) =>
            (element.shadowRoot ?? element).querySelector(`.court-root[lang="${lang}"]`),
          ),
        locale,
        { timeout: 60_000 },
      );
      const state = await page.getAttribute('body', 'data-gallery');
      if (state !== 'done') {
        failed = true;
        console.error(`${colorScheme}: ${await page.textContent('#gallery-status')}`);
      }
      // Let toasts and focus rings settle; the page is static from here.
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: named(`gallery-${colorScheme}`), fullPage: true });
      for (const screen of GALLERY_SCREENS) {
        await page.locator(`#${screen.id}`).screenshot({ path: named(`${colorScheme}-${screen.id}`) });
      }
      await page.close();
    }
    console.log(`Screenshots written to ${shotsDir} (${GALLERY_SCREENS.length * 2 + 2} files).`);
  } finally {
    await browser.close();
    await server.close();
    await provider.close();
  }
  if (failed) process.exitCode = 1;
}
