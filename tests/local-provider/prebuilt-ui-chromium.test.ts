// @vitest-environment node
// The hosted provider's own pre-built UI (@stytch/vanilla-js 6.3.0, its browser bundle) completes an
// SMS passcode sign-in against the local provider, offline: its phone field's parsing comes from the
// local stand-in of the client-side services frame
// (endpoints.clientsideServicesIframeURL). A British number shows it: without the frame the UI would
// fall back to "+44" followed by the national number, leading 0 and all.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../../local-provider/http/server.ts';
import { launchChromium } from '../../scripts/bench/browser.ts';

const bundle = readFileSync(
  fileURLToPath(new URL('../../node_modules/@stytch/vanilla-js/dist/iife/index.js', import.meta.url)),
  'utf8',
);

let running: RunningProvider;
let browser: Browser;
let pages: Server;

function pageHtml(providerUrl: string, publicToken: string): string {
  const options = {
    endpoints: {
      testAPIURL: providerUrl,
      liveAPIURL: providerUrl,
      clientsideServicesIframeURL: `${providerUrl}/clientside-services/index.html`,
    },
  };
  return `<!doctype html><html><head><meta charset="utf-8"><script src="/stytch.js"></script></head><body><div id="login"></div>
<script>
  const client = stytch.createStytchClient(${JSON.stringify(publicToken)}, ${JSON.stringify(options)});
  const props = { client, config: { products: [stytch.Products.otp], otpOptions: { methods: ['sms'], expirationMinutes: 5 } } };
  stytch.mountLogin({ elementId: '#login', ...props }).render(props);
</script></body></html>`;
}

beforeAll(async () => {
  running = await startProvider({ port: 0 });
  const html = pageHtml(running.url, running.provider.settings.public_token);
  // A page on its own localhost port (an allowed origin), served over the loopback like a real one.
  pages = createServer((request, response) => {
    const script = request.url === '/stytch.js';
    response.writeHead(200, { 'Content-Type': script ? 'text/javascript' : 'text/html' });
    response.end(script ? bundle : html);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  browser = await launchChromium();
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await running?.close();
  await new Promise((resolve) => pages?.close(resolve));
});

describe("the hosted provider's pre-built UI, offline", () => {
  it('signs in by SMS passcode with a British number parsed by the local client-side services frame', async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${(pages.address() as AddressInfo).port}/prebuilt.html`);
    const phone = page.locator('input[autocomplete="tel-national"]');
    await phone.waitFor({ timeout: 15_000 });
    await page.locator('select').selectOption('GB');
    await phone.fill('07400 123456');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await expect.poll(() => running.provider.inbox.latest('+447400123456')?.code, { timeout: 15_000 }).toBeTruthy();
    await page
      .locator('input[autocomplete="one-time-code"]')
      .fill(running.provider.inbox.latest('+447400123456')!.code!);
    await page.getByText('Your passcode has been successfully verified.').waitFor({ timeout: 15_000 });
    const factors = [...running.provider.state.sessions.values()].flatMap(
      (stored) => stored.session.authentication_factors,
    );
    expect(factors).toContainEqual(
      expect.objectContaining({
        delivery_method: 'sms',
        phone_number_factor: expect.objectContaining({ phone_number: '+447400123456' }),
      }),
    );
    await page.close();
  }, 60_000);
});
