// The person on the consent page, in Chromium: signs in with the Google stand-in, then presses Allow.
// Resolves with the address the provider sent the browser back to: the client's loopback redirect URI, on
// `callbackPort`, with the code.
import type { Browser } from 'playwright';

export async function allowInChromium(
  browser: Browser,
  authorizationUrl: string,
  options: { providerUrl: string; email: string; callbackPort: number },
): Promise<string> {
  const page = await browser.newPage({ locale: 'en-US' });
  try {
    page.setDefaultTimeout(20_000);
    await page.goto(authorizationUrl);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((address) => address.href.startsWith(options.providerUrl));
    await page.getByLabel('Email address').fill(options.email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((address) => address.port === String(options.callbackPort));
    return page.url();
  } finally {
    await page.close();
  }
}
