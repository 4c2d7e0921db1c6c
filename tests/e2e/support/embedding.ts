// Helpers for the end-to-end tests of pages that embed <court-login>.
import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright';
import { startPages, type RunningPages } from '../../../demo/pages/server.ts';
import { startProvider, type RunningProvider } from '../../../local-provider/http/server.ts';
import { stackProviderSettings } from '../../../demo/stack-settings.ts';
import { freePort, retryOnTakenPort } from '../../../demo/free-port.ts';

import { launchChromium } from './browser.ts';

export { launchChromium };

interface InboxMessage {
  to: string;
  code?: string;
  sent_at: string;
}

/** The passcode of the newest message the local provider "sent" to `to`. */
export async function latestCode(providerUrl: string, to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${providerUrl}/_dev/messages?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: InboxMessage[] };
    const code = messages[0]?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No passcode was sent to ${to}`);
}

export interface WidgetEvents {
  success: Array<{ method: string; user: { user_id: string; emails: Array<{ email: string }> } }>;
  errors: Array<{ code: string; message: string }>;
}

/** Records every court-success and court-error on each page of the context, from the first byte. */
export async function recordWidgetEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript(`(() => {
    const events = { success: [], errors: [] };
    window.__courtEvents = events;
    document.addEventListener('court-success', (event) => events.success.push(event.detail));
    document.addEventListener('court-error', (event) => events.errors.push(event.detail));
  })();`);
}

/** Records every Content-Security-Policy violation on each page of the context, from the first byte. */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(`(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(event.effectiveDirective + ' ' + event.blockedURI));
  })();`);
}

/** The violations recorded so far, as "directive blocked-URI". */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

export function widgetEvents(page: Page): Promise<WidgetEvents> {
  return page.evaluate(() => (window as unknown as { __courtEvents: WidgetEvents }).__courtEvents);
}

/** Main screen → email → passcode from the provider's inbox, typed in. */
export async function enterEmailCode(page: Page, providerUrl: string, email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
  const code = await latestCode(providerUrl, email);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

/** Main screen → email → passcode from the provider's inbox → signed in. */
export async function signInWithEmailCode(page: Page, providerUrl: string, email: string): Promise<void> {
  await enterEmailCode(page, providerUrl, email);
  await page.waitForFunction(
    () => (window as unknown as { __courtEvents: WidgetEvents }).__courtEvents.success.length > 0,
    undefined,
    {
      timeout: 10_000,
    },
  );
}

export function newEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * The local provider and the embedding pages on free ports, the provider set up for those pages as
 * `npm start` does it: their exact redirect URLs and their origin for the developer tools.
 */
export function startProviderAndPages(): Promise<{ provider: RunningProvider; pages: RunningPages }> {
  return retryOnTakenPort(async () => {
    const pagesPort = await freePort();
    const settings = stackProviderSettings({
      hostUrl: 'http://localhost:5173',
      pagesUrl: `http://localhost:${pagesPort}`,
    });
    const provider = await startProvider({ port: 0, settings });
    try {
      const pages = await startPages({
        port: pagesPort,
        providerUrl: provider.url,
        workerUrl: 'http://localhost:8787',
      });
      return { provider, pages };
    } catch (error) {
      await provider.close();
      throw error;
    }
  });
}

export interface EmbeddingStack {
  provider: RunningProvider;
  pages: RunningPages;
  browser: Browser;
  close(): Promise<void>;
}

/** The provider and pages (as startProviderAndPages) and Chromium, with one close() for all three. */
async function startEmbeddingStack(): Promise<EmbeddingStack> {
  const { provider, pages } = await startProviderAndPages();
  const browser = await launchChromium();
  return {
    provider,
    pages,
    browser,
    close: async () => {
      await browser.close();
      await pages.close();
      await provider.close();
    },
  };
}

/**
 * The stack for the tests of the calling `describe`: started before them and closed after them. Its
 * fields are there once the tests run.
 */
export function embeddingStackForTests(): EmbeddingStack {
  const stack = {} as EmbeddingStack;
  before(async () => {
    Object.assign(stack, await startEmbeddingStack());
  });
  after(() => stack.close?.());
  return stack;
}
