// A press on the painted Google button while React's chunk is held (the built element, its React
// chunk answered only once the test lets it go): the sign-in starts at once, before React has come,
// with a PKCE challenge whose verifier the page kept for the finish. In the engine named by
// COURT_ENGINE (Firefox, WebKit: WebKitGTK has no Navigation API, so the browser tests cannot hold
// this navigation there), Shadow and light DOM.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { click, waitForUrl, waitInPage } from '../support/engine-page.ts';
import { heldRendererFixture } from '../support/held-renderer-page.ts';

const engine = process.env.COURT_ENGINE;
if (engine !== 'firefox' && engine !== 'webkit') throw new Error('Set COURT_ENGINE to firefox or webkit.');

const PUBLIC_TOKEN = 'public-token-test-court-login-local';
const VERIFIER_KEY = `stytch_sdk_state_${PUBLIC_TOKEN}::PKCE_VERIFIER:oauth`;

describe(`a press on the painted Google button while React is held, in ${engine}`, () => {
  const fixture = heldRendererFixture(PUBLIC_TOKEN, { bootstrap: { pkce_required_for_oauth: true } });

  for (const shadow of [true, false]) {
    it(
      `starts the sign-in before React, with the verifier kept (${shadow ? 'Shadow' : 'light'} DOM)`,
      { timeout: 120_000 },
      () =>
        fixture.inHeldPage(engine, shadow, async (browser) => {
          await waitInPage(
            browser,
            'the painted first screen',
            `
        const element = document.querySelector('court-login');
        return !!element && !!(element.shadowRoot || element).querySelector('[data-court-painted]');
      `,
          );
          await click(browser, 'button', 'Continue with Google');
          const start = `${fixture.provider.url}/v1/public/oauth/google/start`;
          await waitForUrl(browser, (url) => url.startsWith(start), 'the sign-in to start at the provider');
          const challenge = new URL(await browser.url()).searchParams.get('code_challenge');
          assert.ok(challenge, 'a PKCE challenge');
          assert.equal(fixture.page.released(), false, "React's chunk was never answered");

          await browser.goto(new URL('/blank', fixture.page.url(shadow)).href);
          const stored = JSON.parse(
            (await browser.run<string | null>(`return localStorage.getItem(arguments[0]);`, VERIFIER_KEY)) ?? 'null',
          );
          assert.equal(stored?.code_challenge, challenge);
          assert.equal(createHash('sha256').update(stored.code_verifier).digest('base64url'), challenge);
        }),
    );
  }
});
