// The main journeys in the engine named by COURT_ENGINE (firefox or webkit): the tennis app's Google
// sign-in to the dashboard and Log Out, a magic link, the worker refusing a forged call from the app's
// page, One Tap floating and embedded, a passcode sign-in on the third-party page, a password log-in,
// the test wallet, and the strict-CSP and captcha pages with no violation. Run by `npm test` once per
// engine (scripts/test-all.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startStack } from '../../../demo/start.ts';
import { latestCode, newEmail, startProviderAndPages } from '../support/embedding.ts';
import { emailMagicLink } from '../support/magic-link.ts';
import {
  click,
  fill,
  openPage,
  waitForText,
  waitForGone,
  waitForUrl,
  waitInPage,
  type EnginePage,
} from '../support/engine-page.ts';

const engine = process.env.COURT_ENGINE;
if (engine !== 'firefox' && engine !== 'webkit') throw new Error('Set COURT_ENGINE to firefox or webkit.');

async function withPage(run: (page: EnginePage) => Promise<void>): Promise<void> {
  const page = await openPage(engine as 'firefox' | 'webkit');
  try {
    await run(page);
  } finally {
    await page.close();
  }
}

/** Main screen → email → the passcode from the provider's inbox, typed into the first box. */
async function signInWithEmailCode(page: EnginePage, providerUrl: string, email: string): Promise<void> {
  await fill(page, 'Email', email);
  await click(page, 'button', 'Continue with email');
  await waitForText(page, 'h2', 'Enter passcode');
  const code = await latestCode(providerUrl, email);
  await fill(page, 'Digit 1 of 6', code);
}

const hasSessionCookie =
  'return document.cookie.split("; ").some((pair) => pair.startsWith("stytch_session=") && pair.length > 15);';

/**
 * Each journey (and each page's start-up) has a limit of its own: a suite-wide limit is shared, so on a
 * loaded machine the first journeys' time ran out for the last one, which was cancelled.
 */
const JOURNEY_LIMIT = { timeout: 120_000 };

/** What the demo pages list as the browser's Content-Security-Policy violations. */
const violations = 'return [...document.querySelectorAll("#violations li")].map((item) => item.textContent);';

describe(`journeys in ${engine}`, () => {
  describe('the tennis app', () => {
    let stack: Awaited<ReturnType<typeof startStack>>;
    before(async () => {
      stack = await startStack({ hostPort: 0, providerPort: 0, workerPort: 0, logLevel: 'silent' });
    }, JOURNEY_LIMIT);
    after(() => stack.close());

    it(
      'a new visitor signs in to the tennis app with Google, reaches the dashboard and logs out',
      JOURNEY_LIMIT,
      async () => {
        await withPage(async (page) => {
          const host = stack.hostUrl;
          await page.goto(`${host}/dashboard`);
          await waitForUrl(page, (url) => url === `${host}/login`, 'the gate to send the visitor to /login');
          await click(page, 'button', 'Continue with Google');
          await waitForUrl(
            page,
            (url) => url.startsWith(`${stack.providerUrl}/v1/public/oauth/google/start`),
            'the consent page',
          );
          const email = `new-player-${Date.now()}@example.com`;
          await fill(page, 'Email address', email);
          await click(page, 'button', 'Continue');
          await waitForUrl(page, (url) => url === `${host}/dashboard`, 'the dashboard');
          await waitForText(page, 'h2', `Welcome, ${email}!`);
          assert.ok(
            (await stack.worker.authenticatedSessions()).some((entry) => entry.email === email),
            'the worker knows the user',
          );
          await click(page, 'button', 'Log Out');
          await waitForUrl(page, (url) => url === `${host}/login`, 'the way back to /login');
          await waitForGone(page, 'button', 'Log Out');
          await waitInPage(page, 'the session cookie to go', `return !(function () { ${hasSessionCookie} })();`);
        });
      },
    );

    it(
      'an emailed magic link lands on the dashboard, signed in, with the token gone from the address',
      JOURNEY_LIMIT,
      async () => {
        await withPage(async (page) => {
          const host = stack.hostUrl;
          const email = `link-player-${Date.now()}@example.com`;
          await page.goto(`${host}/login`);
          const link = await emailMagicLink(stack, email, (key, value) =>
            page.run('localStorage.setItem(arguments[0], arguments[1]);', key, value),
          );
          await page.goto(link);
          await waitForUrl(page, (url) => url === `${host}/dashboard`, 'the dashboard');
          await waitForText(page, 'h2', `Welcome, ${email}!`);
          assert.equal(await page.run(hasSessionCookie), true);
        });
      },
    );

    it(
      'the worker refuses a forged "verified: true" call made from the tennis app\'s own page',
      JOURNEY_LIMIT,
      async () => {
        await withPage(async (page) => {
          await page.goto(`${stack.hostUrl}/login`);
          const forged = {
            userId: 'user-test-00000000-0000-4000-8000-000000000000',
            email: 'mallory@example.com',
            verified: true,
            sessionToken: 'made-up-session-token',
          };
          const answer = await page.run(
            `return fetch(arguments[0] + '/authenticate', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'text/plain' }, body: JSON.stringify(arguments[1]) })
            .then(async (response) => ({ status: response.status, text: await response.text() }));`,
            stack.workerUrl,
            forged,
          );
          assert.deepEqual(answer, { status: 401, text: 'The session could not be verified for this user.' });
          const sessions = await stack.worker.authenticatedSessions();
          assert.ok(!sessions.some((entry) => entry.email === forged.email), 'the worker did not record Mallory');
        });
      },
    );
  });

  describe('One Tap page', () => {
    let stack: Awaited<ReturnType<typeof startStack>>;
    before(async () => {
      stack = await startStack({
        hostPort: 0,
        providerPort: 0,
        workerPort: 0,
        pagesPort: 0,
        elementPort: 0,
        logLevel: 'silent',
      });
    }, JOURNEY_LIMIT);
    after(() => stack.close());

    it('floating (Shadow DOM): a seeded account lands on the dashboard', JOURNEY_LIMIT, async () => {
      await withPage(async (page) => {
        await page.goto(`${stack.pagesUrl}/one-tap.html`);
        await click(page, '[data-gsi-stand-in="floating"] button', 'Continue as Ace Server*');
        await waitForUrl(page, (url) => url === `${stack.hostUrl}/dashboard`, 'the dashboard');
        await waitForText(page, 'h2', 'Welcome, ace@court-login.local!');
      });
    });

    it('embedded (light DOM): another account signs up and lands on the dashboard', JOURNEY_LIMIT, async () => {
      await withPage(async (page) => {
        await page.goto(`${stack.pagesUrl}/one-tap.html?position=embeddedOnly&dom=light`);
        await click(page, 'court-login [data-gsi-stand-in="embedded"] button', 'Use another account');
        const email = newEmail('one-tap');
        await fill(page, 'Email', email);
        await click(page, 'court-login [data-gsi-stand-in="embedded"] button', 'Continue');
        await waitForUrl(page, (url) => url === `${stack.hostUrl}/dashboard`, 'the dashboard');
        await waitForText(page, 'h2', `Welcome, ${email}!`);
      });
    });

    it('leaves no policy violation on the One Tap page while the chooser shows', JOURNEY_LIMIT, async () => {
      await withPage(async (page) => {
        await page.goto(`${stack.pagesUrl}/one-tap.html`);
        await waitForText(page, '[data-gsi-stand-in="floating"] button', 'Continue as Ace Server*');
        assert.deepEqual(await page.run(violations), []);
      });
    });
  });

  describe('embedding pages', () => {
    let stack: Awaited<ReturnType<typeof startProviderAndPages>>;
    before(async () => {
      stack = await startProviderAndPages();
    }, JOURNEY_LIMIT);
    after(async () => {
      await stack.pages.close();
      await stack.provider.close();
    });

    it('signs a visitor in with an emailed passcode on the third-party page', JOURNEY_LIMIT, async () => {
      await withPage(async (page) => {
        await page.goto(`${stack.pages.url}/third-party.html`);
        await signInWithEmailCode(page, stack.provider.url, newEmail('third-party'));
        await waitInPage(page, 'the session cookie on the page origin', hasSessionCookie);
      });
    });

    it('logs a member in with a password on the password page', JOURNEY_LIMIT, async () => {
      await withPage(async (page) => {
        await page.goto(`${stack.pages.url}/passwords.html`);
        await fill(page, 'Email', 'rally@court-login.local');
        await click(page, 'button', 'Continue with email');
        await waitForText(page, 'h2', 'Log in');
        await fill(page, 'Password', 'clay-court-rally-2026');
        await page.pressEnter();
        await waitInPage(page, 'the session cookie on the page origin', hasSessionCookie);
      });
    });

    for (const dom of ['shadow', 'light'] as const) {
      it(`signs in with the injected test wallet (${dom} DOM)`, JOURNEY_LIMIT, async () => {
        await withPage(async (page) => {
          await page.goto(`${stack.pages.url}/wallet.html${dom === 'light' ? '?dom=light' : ''}`);
          await click(page, 'button', 'Continue with Court test wallet');
          await waitForText(page, 'h2', 'Connecting to Court test wallet...');
          await waitInPage(
            page,
            'the wallet to ask',
            'return document.querySelector("#test-wallet[data-waiting]") !== null;',
          );
          await page.run('document.querySelector("#test-wallet [data-approve]").click();');
          await waitForText(page, 'h2', 'Complete signature request');
          await waitInPage(
            page,
            'the wallet to ask again',
            'return document.querySelector("#test-wallet[data-waiting]") !== null;',
          );
          await page.run('document.querySelector("#test-wallet [data-approve]").click();');
          await waitForText(page, 'h2', 'Success');
          await waitInPage(page, 'the session cookie on the page origin', hasSessionCookie);
        });
      });
    }

    // The captcha page's provider refuses every passcode call without a token from its captcha stand-in.
    const policyPages = [
      { name: 'strict-CSP', path: '/csp.html', providerUrl: () => stack.provider.url },
      { name: 'captcha', path: '/captcha.html', providerUrl: () => stack.pages.captchaProviderUrl },
    ];
    for (const { name, path, providerUrl } of policyPages) {
      for (const dom of ['shadow', 'light'] as const) {
        it(
          `signs in on the ${name} page (${dom} DOM) and the browser reports no violation`,
          JOURNEY_LIMIT,
          async () => {
            await withPage(async (page) => {
              await page.goto(`${stack.pages.url}${path}${dom === 'light' ? '?dom=light' : ''}`);
              const email = newEmail(`${path.slice(1, -'.html'.length)}-${dom}`);
              await signInWithEmailCode(page, providerUrl(), email);
              await waitForText(page, '#status', `Signed in as ${email}.`);
              assert.deepEqual(await page.run(violations), []);
            });
          },
        );
      }
    }
  });
});
