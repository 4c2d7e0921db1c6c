// The tennis app's /login in a browser set to another language, in real Chromium over the local
// stack: the widget speaks it when it has a catalogue (Spanish for es-MX, Arabic right to left for
// ar-EG), English otherwise (Swahili); <html lang> says so on /login only, the app's texts stay English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright';
import { startStack } from '../../demo/start.ts';
import { launchChromium } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';

async function loginPage(browser: Browser, host: string, locale: string) {
  const page = await browser.newPage({ locale });
  page.setDefaultTimeout(15_000);
  await page.goto(`${host}/login`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  return page;
}

test(
  "/login speaks the browser's language when the widget has it, English otherwise",
  { timeout: 60_000 },
  async (t) => {
    const stack = await startStack({ hostPort: 0, providerPort: 0, workerPort: 0, logLevel: 'silent' });
    t.after(() => stack.close());
    const browser = await launchChromium();
    t.after(() => browser.close());
    const host = stack.hostUrl;

    const spanish = await loginPage(browser, host, 'es-MX');
    await spanish.getByRole('button', { name: 'Continuar con Google' }).waitFor();
    assert.equal(await spanish.locator('html').getAttribute('lang'), 'es');
    assert.equal(await spanish.locator('court-login').getAttribute('locale'), 'es');
    await spanish.getByText('Sign in with Google to let the tennis court booking assistant act for you.').waitFor();
    assert.equal(await spanish.locator('.app').getAttribute('lang'), 'en');
    assert.deepEqual(await axeViolations(spanish), []);

    const arabic = await loginPage(browser, host, 'ar-EG');
    await arabic.getByRole('button', { name: 'المتابعة باستخدام Google' }).waitFor();
    assert.equal(await arabic.locator('court-login .court-root').getAttribute('dir'), 'rtl');
    assert.equal(await arabic.locator('html').getAttribute('lang'), 'ar');

    const swahili = await loginPage(browser, host, 'sw-KE');
    await swahili.getByRole('button', { name: 'Continue with Google' }).waitFor();
    assert.equal(await swahili.locator('html').getAttribute('lang'), 'en');
  },
);
