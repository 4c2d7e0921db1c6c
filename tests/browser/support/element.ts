// Helpers for browser tests of <court-login>.
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../element/index.ts';
import './fresh-last-used.ts';

import { providerUrl, PUBLIC_TOKEN } from './provider.ts';
import { touchPainted } from './touch.ts';

export { providerUrl, PUBLIC_TOKEN };
export { touchWidget } from './touch.ts';

export async function resetProvider(): Promise<void> {
  await executeServerCommand('provider-reset');
}

export async function waitFor<T>(probe: () => T | undefined | null | false, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${probe.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface MountOptions {
  config?: unknown;
  configAttribute?: string;
  attributes?: Record<string, string>;
  provider?: string;
}

/** Appends a <court-login> for the local provider and waits until React's screen replaced the painted one (src/paint/), touching it while painted. */
export async function mount(options: MountOptions = {}): Promise<HTMLElement> {
  const element = document.createElement('court-login');
  element.setAttribute('public-token', PUBLIC_TOKEN);
  element.setAttribute('provider-url', options.provider ?? (await providerUrl()));
  for (const [name, value] of Object.entries(options.attributes ?? {})) element.setAttribute(name, value);
  if (options.configAttribute !== undefined) element.setAttribute('config', options.configAttribute);
  else if (options.config !== undefined) element.setAttribute('config', JSON.stringify(options.config));
  document.body.append(element);
  await waitFor(() => {
    touchPainted(element);
    return (
      root(element).querySelector('.court-root:not([data-court-painted])') &&
      !root(element).querySelector('[data-court-painted]')
    );
  });
  return element;
}

export function root(element: HTMLElement): ParentNode {
  return element.shadowRoot ?? element;
}

export function byText<T extends Element = HTMLElement>(
  scope: ParentNode,
  selector: string,
  text: string,
): T | undefined {
  return [...scope.querySelectorAll<T>(selector)].find((node) => node.textContent?.trim() === text);
}

export function cleanup(): void {
  document.querySelectorAll('court-login').forEach((element) => element.remove());
}

/** Records events of the given names that reach document. */
export function recordEvents(...names: string[]): Array<{ type: string; detail: any }> {
  const seen: Array<{ type: string; detail: any }> = [];
  for (const name of names)
    document.addEventListener(name, (event) => seen.push({ type: name, detail: (event as CustomEvent).detail }));
  return seen;
}

/**
 * Cancels cross-document navigations of this page and records their URLs (Navigation API). Where
 * the API is missing nothing is recorded: tests that navigate are `itNavigating` (support/engines.ts).
 */
export function interceptNavigations(): string[] {
  const urls: string[] = [];
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    const navigate = event as Event & { destination: { url: string; sameDocument: boolean }; cancelable: boolean };
    // The page's own history changes (replaceState of a test) are not navigations away.
    if (navigate.destination.sameDocument) return;
    urls.push(navigate.destination.url);
    navigate.preventDefault();
  });
  return urls;
}
