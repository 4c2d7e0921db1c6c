// The Google button a WebDriver client finds on the painted first screen, while React's chunk is
// held, is the button that works once React is in and has taken the screen over (at a first
// touch): the same reference, clicked through the driver
// (Puppeteer over BiDi in Firefox, WebKitGTK's WebDriver in WebKit), starts the sign-in, with no
// "node is detached" or stale element on the way. Shadow and light DOM, in the engine named by COURT_ENGINE.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitForUrl, waitInPage } from '../support/engine-page.ts';
import { heldRendererFixture } from '../support/held-renderer-page.ts';

const engine = process.env.COURT_ENGINE;
if (engine !== 'firefox' && engine !== 'webkit') throw new Error('Set COURT_ENGINE to firefox or webkit.');

const PUBLIC_TOKEN = 'public-token-test-court-login-local';

/** In the page: the element's painted (`painted`) or adopted Google button. */
const GOOGLE_BUTTON = `
  const element = document.querySelector('court-login');
  const root = element && (element.shadowRoot || element);
  const screen = root && root.querySelector(arguments[0] ? '[data-court-painted]' : '.court-root:not([data-court-painted])');
  return (screen && screen.querySelector('[part~="oauth-button-google"]')) || null;
`;

describe(`a painted button found while React is held, in ${engine}`, () => {
  const fixture = heldRendererFixture(PUBLIC_TOKEN);

  for (const shadow of [true, false]) {
    it(
      `is clicked, once React is in, through the same reference: the sign-in starts (${shadow ? 'Shadow' : 'light'} DOM)`,
      {
        timeout: 120_000,
      },
      () =>
        fixture.inHeldPage(engine, shadow, async (browser) => {
          await waitInPage(
            browser,
            'the painted Google button',
            `return !!(function () { ${GOOGLE_BUTTON} })(true);`,
            true,
          );
          const google = await browser.element(GOOGLE_BUTTON, true);
          fixture.page.release();
          // React renders the painted screen at the visitor's first touch (element/first-touch.ts): a
          // pointer coming over the widget.
          await browser.run(
            `document.querySelector('court-login').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));`,
          );
          await waitInPage(browser, "React's screen", `return !!(function () { ${GOOGLE_BUTTON} })(false);`, false);
          assert.equal(
            await browser.run<boolean>(
              `const element = document.querySelector('court-login'); return (element.shadowRoot || element).querySelectorAll('[part~="oauth-button-google"]').length === 1;`,
            ),
            true,
            'one Google button in the page',
          );
          await google.click();
          await waitForUrl(
            browser,
            (url) => url.startsWith(`${fixture.provider.url}/v1/public/oauth/google/start`),
            'the sign-in to start at the provider',
          );
        }),
    );
  }
});
