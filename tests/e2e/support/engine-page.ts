// One page in Firefox (Puppeteer over WebDriver BiDi) or WebKit (WebKitGTK's WebDriver through
// WebdriverIO), for the journeys that run in every engine. Elements are found by what a visitor
// reads (a button's text, a field's label, a heading), inside open shadow roots too, by a script in
// the page; keys are typed through the driver.
import puppeteer, { type ElementHandle } from 'puppeteer';
import { remote } from 'webdriverio';
import { browserPath, startWebKitDriver, WEBKIT_CAPABILITIES, type Engine } from '../../../scripts/browsers.ts';

export interface EnginePage {
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `script` (a function body that may `return`) in the page. */
  run<T>(script: string, ...args: unknown[]): Promise<T>;
  /** Types into the focused element. */
  type(text: string): Promise<void>;
  pressEnter(): Promise<void>;
  /** The element `script` (a function body) returns, as the driver's own reference to it. */
  element(script: string, ...args: unknown[]): Promise<HeldElement>;
  close(): Promise<void>;
}

/** An element reference the driver keeps (Puppeteer's handle, a WebDriver element): clicked through the driver. */
export interface HeldElement {
  click(): Promise<void>;
}

const WAIT_MS = 15_000;

/**
 * Finds, in the document and every open shadow root, the first element matching `selector` whose
 * text or label is `name` (or starts with it, when `name` ends with "*").
 */
const FIND = `
  const [selector, name] = arguments;
  const roots = [document];
  for (let index = 0; index < roots.length; index += 1) {
    for (const node of roots[index].querySelectorAll('*')) if (node.shadowRoot) roots.push(node.shadowRoot);
  }
  const labelOf = (element) => {
    const labelled = element.id && element.getRootNode().querySelector('label[for="' + CSS.escape(element.id) + '"]');
    return (element.getAttribute('aria-label') || (labelled && labelled.textContent) || element.textContent || '').trim();
  };
  const matches = (text) => (name.endsWith('*') ? text.startsWith(name.slice(0, -1)) : text === name);
  for (const root of roots) {
    for (const element of root.querySelectorAll(selector)) if (matches(labelOf(element))) return element;
  }
  return null;
`;

export async function openPage(engine: Exclude<Engine, 'chromium'>): Promise<EnginePage> {
  if (engine === 'firefox') {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: browserPath('firefox'),
      headless: true,
    });
    const page = await browser.newPage();
    return {
      goto: async (url) => void (await page.goto(url)),
      url: async () => page.url(),
      run: (script, ...args) =>
        page.evaluate(`(function () { ${script} }).apply(null, ${JSON.stringify(args)})`) as never,
      type: (text) => page.keyboard.type(text),
      pressEnter: () => page.keyboard.press('Enter'),
      async element(script, ...args) {
        const handle = await page.evaluateHandle(`(function () { ${script} }).apply(null, ${JSON.stringify(args)})`);
        const element = handle.asElement() as ElementHandle<Element> | null;
        if (!element) throw new Error('The script returned no element.');
        return { click: () => element.click() };
      },
      close: () => browser.close(),
    };
  }
  const driver = await startWebKitDriver();
  const browser = await remote({
    hostname: '127.0.0.1',
    port: driver.port,
    logLevel: 'error',
    capabilities: WEBKIT_CAPABILITIES as never,
  });
  return {
    goto: (url) => browser.url(url) as Promise<never>,
    url: () => browser.getUrl(),
    run: (script, ...args) =>
      browser.execute(`return (function () { ${script} }).apply(null, arguments)`, ...args) as never,
    // WebKitGTK drops the second of two equal keys sent in one action sequence: one key at a time.
    async type(text) {
      for (const key of text) await browser.keys([key]);
    },
    pressEnter: () => browser.keys(['Enter']),
    async element(script, ...args) {
      const found = await browser.execute(`return (function () { ${script} }).apply(null, arguments)`, ...args);
      const element = await browser.$(found as never);
      return { click: () => element.click() };
    },
    async close() {
      await browser.deleteSession();
      driver.stop();
    },
  };
}

/** Polls `probe` in the page until it returns a truthy value; fails after 15 s naming `what`. */
export async function waitInPage<T>(page: EnginePage, what: string, script: string, ...args: unknown[]): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await page.run<T>(script, ...args).catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} (at ${await page.url()}).`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const waitForUrl = (page: EnginePage, wanted: (url: string) => boolean, what: string) =>
  (async () => {
    const deadline = Date.now() + WAIT_MS;
    while (!wanted(await page.url())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} (at ${await page.url()}).`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

/** Waits for the element (see FIND) and clicks it. */
export async function click(page: EnginePage, selector: string, name: string): Promise<void> {
  await waitInPage(
    page,
    `${selector} "${name}"`,
    `${FIND.replace('return element;', 'return (element.click(), true);')}`,
    selector,
    name,
  );
}

/** Waits for the field labelled `label`, focuses it and types `text` through the driver. */
export async function fill(page: EnginePage, label: string, text: string): Promise<void> {
  await waitInPage(
    page,
    `the field "${label}"`,
    `${FIND.replace('return element;', 'return (element.focus(), true);')}`,
    'input',
    label,
  );
  await page.type(text);
}

export async function waitForText(page: EnginePage, selector: string, name: string): Promise<void> {
  await waitInPage(page, `${selector} "${name}"`, `${FIND.replace('return element;', 'return true;')}`, selector, name);
}

/** Waits until no such element is left. */
export async function waitForGone(page: EnginePage, selector: string, name: string): Promise<void> {
  await waitInPage(
    page,
    `${selector} "${name}" to go`,
    FIND.replace('return element;', 'return false;').replace('return null;', 'return true;'),
    selector,
    name,
  );
}
