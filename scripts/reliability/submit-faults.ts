// A product's submit meeting a 429 with Retry-After or a provider that hangs: how long until the
// visitor sees a message, and whether the form works again afterwards. Runs the built element on the
// stack's third-party page, configured per product through the element's `config` property.
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from 'playwright';
import type { RunningStack } from '../../demo/start.ts';

export interface SubmitFaultFigure {
  product: string;
  fault: '429 Retry-After' | 'hanging provider';
  /** Click → the alert with a message is shown, in ms; null when none appeared within the limit. */
  messageAfterMs: number | null;
  message: string;
  /** The same submit succeeds once the fault is gone. */
  recovers: boolean;
}

interface ProductCase {
  product: string;
  config(stack: RunningStack): Record<string, unknown>;
  /** Fills the form and returns the submit button's name. */
  fill(page: Page, email: string): Promise<string>;
  path: string;
}

const CASES: ProductCase[] = [
  {
    product: 'otp (email)',
    config: () => ({ products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 5 } }),
    path: '/sdk/v1/otps/email/login_or_create',
    async fill(page, email) {
      await page.getByLabel('Email').first().fill(email);
      return 'Continue with email';
    },
  },
  {
    product: 'email magic links',
    // The stack's own landing page: the provider's redirect URLs are exact.
    config: (stack) => ({
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: {
        loginRedirectURL: `${stack.hostUrl}/authenticate`,
        signupRedirectURL: `${stack.hostUrl}/authenticate`,
      },
    }),
    path: '/sdk/v1/magic_links/email/login_or_create',
    async fill(page, email) {
      await page.getByLabel('Email').first().fill(email);
      return 'Continue with email';
    },
  },
];

async function addFault(stack: RunningStack, fault: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${stack.providerUrl}/_dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!answer.ok) throw new Error(`The fault was refused: ${await answer.text()}`);
}

async function openProduct(browser: Browser, stack: RunningStack, config: Record<string, unknown>): Promise<Page> {
  const page = await browser.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(`${stack.pagesUrl}/third-party.html`);
  await page.locator('court-login').waitFor();
  await page.evaluate((next) => {
    (document.querySelector('court-login') as unknown as { config: unknown }).config = next;
  }, config);
  return page;
}

async function measure(
  browser: Browser,
  stack: RunningStack,
  item: ProductCase,
  fault: SubmitFaultFigure['fault'],
  limitMs: number,
): Promise<SubmitFaultFigure> {
  const page = await openProduct(browser, stack, item.config(stack));
  try {
    const email = `submit-${Date.now().toString(36)}-${Math.round(Math.random() * 1e6)}@court-login.local`;
    const button = await item.fill(page, email);
    await addFault(
      stack,
      fault === '429 Retry-After' ? { path: item.path, status: 429 } : { path: item.path, delay_ms: limitMs + 5_000 },
    );
    const started = performance.now();
    await page.getByRole('button', { name: button }).click();
    const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
    let messageAfterMs: number | null = null;
    let message = '';
    try {
      await alert.waitFor({ timeout: limitMs });
      messageAfterMs = Math.round(performance.now() - started);
      message = (await alert.textContent())?.trim() ?? '';
    } catch {
      messageAfterMs = null;
    }
    await fetch(`${stack.providerUrl}/_dev/faults`, { method: 'DELETE' });
    // Recovery: the same submit goes through (the screen moves on from the form).
    let recovers = false;
    try {
      await page.getByRole('button', { name: button }).click({ timeout: 15_000 });
      await page.getByRole('button', { name: button }).waitFor({ state: 'detached', timeout: 15_000 });
      recovers = true;
    } catch {
      recovers = false;
    }
    return { product: item.product, fault, messageAfterMs, message, recovers };
  } finally {
    await page.close();
  }
}

export async function submitFaultFigures(
  browser: Browser,
  stack: RunningStack,
  limitMs = 30_000,
): Promise<SubmitFaultFigure[]> {
  const figures: SubmitFaultFigure[] = [];
  for (const item of CASES) {
    for (const fault of ['429 Retry-After', 'hanging provider'] as const)
      figures.push(await measure(browser, stack, item, fault, limitMs));
  }
  return figures;
}
