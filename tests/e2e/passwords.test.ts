// The password demo pages of `npm start`: log in, forgot password, the emailed link opens the reset
// page, which signs in with the new password; then the new password logs in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright';
import { recordWidgetEvents, embeddingStackForTests, widgetEvents } from './support/embedding.ts';

const RALLY = 'rally@court-login.local';
const NEW_PASSWORD = 'second-serve-topspin-lob-77';

async function latestLink(providerUrl: string, to: string, after = 0): Promise<string> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const answer = (await (await fetch(`${providerUrl}/_dev/messages?to=${encodeURIComponent(to)}`)).json()) as {
      messages: Array<{ link?: string }>;
    };
    if (answer.messages.length > after && answer.messages[0]?.link) return answer.messages[0].link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No link was sent to ${to}`);
}

async function logIn(page: Page, password: string) {
  await page.getByLabel('Email').fill(RALLY);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}

describe('password demo pages', () => {
  const stack = embeddingStackForTests();

  it('forgot password: the emailed link opens the reset page, which signs in; the new password then logs in', async () => {
    const context = await stack.browser.newContext();
    await recordWidgetEvents(context);
    const page = await context.newPage();
    await page.goto(`${stack.pages.url}/passwords.html`);
    // Password managers see the fields in the document, not only inside the shadow root.
    await page.getByLabel('Email').waitFor();
    assert.equal(await page.evaluate(() => document.querySelectorAll('input[autocomplete~="username"]').length), 1);
    await page.getByLabel('Email').fill(RALLY);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email for help signing in' }).waitFor();

    const link = await latestLink(stack.provider.url, RALLY);
    assert.ok(link.startsWith(`${stack.pages.url}/reset-password.html?`), link);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    assert.equal(new URL(page.url()).search, '');
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).and(page.locator(':not([aria-disabled])')).waitFor();
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(`Signed in as ${RALLY}.`).waitFor();
    assert.equal((await widgetEvents(page)).success[0]?.method, 'password');

    await page.goto(`${stack.pages.url}/passwords.html?dom=light`);
    await logIn(page, NEW_PASSWORD);
    await page.getByText(`Signed in as ${RALLY}.`).waitFor();
    await context.close();
  });
});
