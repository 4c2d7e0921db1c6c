// The passkeys demo page (npm start → /passkeys.html) in Chromium with a virtual authenticator:
// sign in by passcode, add, rename and delete passkeys in the registration mode, sign out, then sign
// back in through autofill and with the passkey button.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, CDPSession, Page } from 'playwright';
import {
  newEmail,
  recordWidgetEvents,
  signInWithEmailCode,
  widgetEvents,
  embeddingStackForTests,
} from './support/embedding.ts';

async function addAuthenticator(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

async function pageWithAuthenticator(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  return { page, cdp };
}

const successes = async (page: Page) => (await widgetEvents(page)).success;

async function waitForSuccesses(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (wanted) => (window as unknown as { __courtEvents: { success: unknown[] } }).__courtEvents.success.length >= wanted,
    count,
    {
      timeout: 15_000,
    },
  );
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
}

describe('passkeys demo page', () => {
  const stack = embeddingStackForTests();

  for (const dom of ['shadow', 'light'] as const) {
    it(`adds, renames and deletes passkeys, then signs back in with autofill and with the button (${dom} DOM)`, async () => {
      const context = await stack.browser.newContext();
      await recordWidgetEvents(context);
      const { page, cdp } = await pageWithAuthenticator(context);
      const first = await addAuthenticator(cdp);
      const url = `${stack.pages.url}/passkeys.html${dom === 'light' ? '?dom=light' : ''}`;
      await page.goto(url);
      assert.equal(
        await page
          .locator('court-login')
          .first()
          .evaluate((element) => element.shadowRoot !== null),
        dom === 'shadow',
      );

      const email = newEmail('passkeys-page');
      await signInWithEmailCode(page, stack.provider.url, email);
      await page.getByRole('button', { name: 'Create a Passkey' }).click();
      // The widget's heading (the page has one of the same name above it).
      await page.locator('#registration').getByRole('heading', { name: 'Your passkeys' }).waitFor();
      await page.getByText('Your Passkey has been successfully created.').waitFor();

      const firstName = (await page.locator('.court-passkey-name').first().textContent())!;
      await page.getByRole('button', { name: `Rename ${firstName}` }).click();
      await page.getByLabel('Passkey name').fill('Centre court tablet');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Centre court tablet', { exact: true }).waitFor();

      // A second device: another authenticator adds a second passkey; then the first is deleted.
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first });
      await addAuthenticator(cdp);
      await page.getByRole('button', { name: 'Create another Passkey' }).click();
      await page.getByRole('button', { name: 'Create a Passkey' }).click();
      await page.waitForFunction(
        () =>
          document.querySelector('court-login') !== null &&
          (document.querySelector('court-login')!.shadowRoot ?? document).querySelectorAll('.court-passkey').length ===
            2,
      );
      await page.getByRole('button', { name: 'Delete Centre court tablet' }).click();
      await page.getByText('Once deleted, the passkey cannot be restored.').waitFor();
      await page.getByRole('button', { name: 'Delete passkey', exact: true }).click();
      await page.getByText('Centre court tablet', { exact: true }).waitFor({ state: 'detached' });
      assert.equal(await page.locator('.court-passkey-name').count(), 1);

      // Signed out, the email field offers the passkey: the conditional request signs in.
      await signOut(page);
      await waitForSuccesses(page, 1);
      const byAutofill = (await successes(page))[0]!;
      assert.equal(byAutofill.method, 'passkey');
      assert.equal(byAutofill.user.emails[0]?.email, email);
      await page.getByText(`Signed in as ${email} (passkey).`).waitFor();

      // And with the button, where the browser offers no autofill.
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      await context.addInitScript(() => {
        PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
      });
      await signOut(page);
      await page.getByRole('button', { name: 'Login with a Passkey' }).last().click();
      await waitForSuccesses(page, 1);
      const byButton = (await successes(page))[0]!;
      assert.equal(byButton.method, 'passkey');
      assert.equal(byButton.user.emails[0]?.email, email);
      assert.deepEqual((await widgetEvents(page)).errors, []);
      await context.close();
    });
  }
});
