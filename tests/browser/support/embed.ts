// Helpers for tests that embed <court-login> the way a third-party page does.
import { executeServerCommand } from '@web/test-runner-commands';
import type { BundleInfo } from './bundle-server.ts';
import { PUBLIC_TOKEN } from './provider.ts';
import { touchPainted } from './touch.ts';
import './fresh-last-used.ts';

export type { BundleInfo };
export { PUBLIC_TOKEN, touchPainted };

/** The answer of a server command of the test runner's config (no payload). */
export function serverCommand<R>(command: string): Promise<R> {
  return executeServerCommand<R, undefined>(command);
}

/** Adds `<script type="module" src>` to the document; resolves on load, rejects on a load error. */
export function addModuleScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)));
    document.head.append(script);
  });
}

type Maybe<T> = T | undefined | null | false;

export async function waitFor<T>(
  probe: () => Maybe<T> | Promise<Maybe<T>>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (performance.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Where the widget renders: the shadow root, or the element itself in light-DOM mode. */
export function widgetRoot(host: Element): ParentNode {
  return host.shadowRoot ?? host;
}

/** React's button with this text (not the painted first screen's, which React replaces: src/paint/). */
export function findButton(host: Element, label: string): HTMLButtonElement | undefined {
  return [...widgetRoot(host).querySelectorAll('button')].find(
    (button) => button.textContent?.trim() === label && !button.closest('[data-court-painted]'),
  );
}

export function isVisible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** React's button with this text, touching the widget while its screen is the painted one. */
export async function waitForButton(host: Element, label: string, timeoutMs?: number): Promise<HTMLButtonElement> {
  try {
    return await waitFor(
      () => {
        touchPainted(host);
        const button = findButton(host, label);
        return button && isVisible(button) ? button : undefined;
      },
      `the "${label}" button`,
      timeoutMs,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; the widget shows: "${widgetRoot(host).textContent ?? ''}"`, {
      cause: error,
    });
  }
}

export interface EmbedAttributes {
  providerUrl: string;
  config: Record<string, unknown>;
  publicToken?: string;
}

/** A <court-login> set up with attributes only, as a page's HTML would write it. */
export function courtLogin({ providerUrl, config, publicToken = PUBLIC_TOKEN }: EmbedAttributes): HTMLElement {
  const element = document.createElement('court-login');
  element.setAttribute('public-token', publicToken);
  element.setAttribute('provider-url', providerUrl);
  element.setAttribute('config', JSON.stringify(config));
  return element;
}

export const GOOGLE_ONLY = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } };

/** JavaScript files the page requested so far from `origin` (file names only). */
export function requestedScripts(origin: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === new URL(origin).origin && url.pathname.endsWith('.js'))
    .map((url) => url.pathname.split('/').pop() ?? url.pathname);
}
