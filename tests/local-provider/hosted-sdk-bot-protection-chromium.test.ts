// @vitest-environment node
// The hosted provider's own SDK (@stytch/vanilla-js 6.3.0, its headless browser bundle) against a
// local provider with device fingerprinting on: it loads its fingerprint script, sends the telemetry
// id the provider requires, and when the provider answers "Captcha required" runs reCAPTCHA and
// sends the call once more, then signs in. The SDK loads both scripts from fixed https hosts
// (elements.stytch.com, www.google.com); the browser is pointed at the local stand-ins for those two
// addresses, as a DNS entry would. Its fingerprint findings go to `endpoints.dfpBackendURL`.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../../local-provider/http/server.ts';
import { launchChromium } from '../../scripts/bench/browser.ts';

const bundle = readFileSync(
  fileURLToPath(new URL('../../node_modules/@stytch/vanilla-js/dist/iife/index.headless.js', import.meta.url)),
  'utf8',
);
const SITE_KEY = 'site-key-court-login-local';

let running: RunningProvider;
let browser: Browser;
let pages: Server;

beforeAll(async () => {
  running = await startProvider({
    port: 0,
    settings: {
      bootstrap: {
        dfp_protected_auth_enabled: true,
        dfp_protected_auth_mode: 'DECISIONING',
        captcha_settings: { enabled: true, siteKey: SITE_KEY },
      },
    },
  });
  pages = createServer((request, response) => {
    const script = request.url === '/stytch.js';
    response.writeHead(200, { 'Content-Type': script ? 'text/javascript' : 'text/html' });
    response.end(
      script
        ? bundle
        : '<!doctype html><html><head><meta charset="utf-8"><script src="/stytch.js"></script></head><body></body></html>',
    );
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  browser = await launchChromium();
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await running?.close();
  await new Promise((resolve) => pages?.close(resolve));
});

afterEach(() => {
  running.provider.settings.groups = {};
});

/** A page whose requests for the SDK's two script hosts are answered by the local stand-ins. */
async function sdkPage(): Promise<{ page: Page; scripts: string[] }> {
  const page = await browser.newPage();
  const scripts: string[] = [];
  await page.route('https://elements.stytch.com/telemetry.js', async (route) => {
    scripts.push(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${running.url}/dfp/telemetry.js` }) });
  });
  await page.route('https://www.google.com/recaptcha/enterprise.js?*', async (route) => {
    scripts.push(route.request().url());
    const query = new URL(route.request().url()).search;
    await route.fulfill({ response: await route.fetch({ url: `${running.url}/recaptcha/enterprise.js${query}` }) });
  });
  await page.goto(`http://localhost:${(pages.address() as AddressInfo).port}/`);
  return { page, scripts };
}

/** Signs in by email passcode with the SDK in the page; the code is read from the provider's inbox. */
async function signIn(page: Page, email: string): Promise<string> {
  const options = {
    endpoints: { testAPIURL: running.url, liveAPIURL: running.url, dfpBackendURL: `${running.url}/dfp` },
    keepSessionAlive: false,
  };
  const methodId = await page.evaluate(
    async ({ token, options, email }) => {
      const w = window as unknown as { sdk: any; stytch: any };
      w.sdk = w.stytch.createStytchHeadlessClient(token, options);
      return (await w.sdk.otps.email.loginOrCreate(email, { expiration_minutes: 5 })).method_id as string;
    },
    { token: running.provider.settings.public_token, options, email },
  );
  const code = running.provider.inbox.latest(email)!.code!;
  return page.evaluate(
    async ({ code, methodId }) => {
      const { sdk } = window as unknown as { sdk: any };
      return (await sdk.otps.authenticate(code, methodId, { session_duration_minutes: 30 })).user.emails[0]
        .email as string;
    },
    { code, methodId },
  );
}

describe("the hosted provider's SDK with bot protection on", () => {
  it('DECISIONING: sends the telemetry id of its fingerprint script and signs in, with no captcha', async () => {
    const { page, scripts } = await sdkPage();
    const captchaTokens: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/recaptcha/token')) captchaTokens.push(request.url());
    });
    expect(await signIn(page, 'dfp-sdk@court-login.local')).toBe('dfp-sdk@court-login.local');
    expect(scripts).toContain('https://elements.stytch.com/telemetry.js');
    expect(captchaTokens).toEqual([]);
    await page.close();
  }, 60_000);

  it('"Captcha required": runs the captcha, sends the call again and signs in', async () => {
    running.provider.settings.groups = { dfp: { require_captcha: true } };
    const { page, scripts } = await sdkPage();
    const sends: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/otps/email/login_or_create')) sends.push(response.status());
    });
    expect(await signIn(page, 'dfp-sdk-captcha@court-login.local')).toBe('dfp-sdk-captcha@court-login.local');
    expect(sends).toEqual([403, 200]);
    expect(scripts).toContain(`https://www.google.com/recaptcha/enterprise.js?render=${SITE_KEY}`);
    await page.close();
  }, 60_000);
});
