// One launcher per engine, the test runner's own: Playwright for Chromium, Puppeteer (WebDriver BiDi)
// for Firefox, WebDriver for WebKitGTK (WebKitWebDriver, started here, under Xvfb where no display exists).
import { playwrightLauncher } from '@web/test-runner-playwright';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import type { MediaFeature } from 'puppeteer';
import { emulateFirefoxMedia } from './firefox-media.ts';
import { CHROMIUM_ARGS } from '../../../scripts/bench/browser.ts';
import { browserPath, startWebKitDriver, WEBKIT_CAPABILITIES, type Engine } from '../../../scripts/browsers.ts';

export async function launcherFor(engine: Engine) {
  if (engine === 'firefox') {
    return puppeteerLauncher({
      launchOptions: {
        browser: 'firefox',
        executablePath: browserPath('firefox'),
        headless: true,
        // The webauthn-* test commands add Firefox's own virtual authenticators from its chrome
        // window (tests/browser/support/webauthn.ts); WebAuthn reaches them with the soft token on
        // and USB tokens off.
        args: ['-remote-allow-system-access'],
        extraPrefsFirefox: {
          'security.webauth.webauthn_enable_softtoken': true,
          'security.webauth.webauthn_enable_usbtoken': false,
        },
      },
      // The runner's emulateMedia reaches Firefox's own overrides, not CDP (./firefox-media.ts).
      async createPage({ browser }) {
        const page = await browser.newPage();
        page.emulateMediaFeatures = (features?: MediaFeature[]) => emulateFirefoxMedia(page, features);
        return page;
      },
    });
  }
  if (engine === 'webkit') {
    const driver = await startWebKitDriver();
    const launcher = webdriverLauncher({
      hostname: '127.0.0.1',
      port: driver.port,
      logLevel: 'error',
      capabilities: WEBKIT_CAPABILITIES,
    } as never);
    // WebKitGTK drops the second of two equal keys sent in one action sequence ("rally" arrives as
    // "raly"): one sequence per key.
    const sendKeys = launcher.sendKeys.bind(launcher);
    launcher.sendKeys = async (sessionId: string, keys: string[]) => {
      for (const key of keys) await sendKeys(sessionId, [key]);
    };
    return launcher;
  }
  return playwrightLauncher({
    product: 'chromium',
    launchOptions: { executablePath: browserPath('chromium'), headless: true, args: CHROMIUM_ARGS },
  });
}
