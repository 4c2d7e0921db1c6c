// The levels gate's page load (scripts/bench/held-load.ts) on small made-up pages whose depth is known:
// scripts asked for together are one level, a script found only once another has arrived or run is one
// level deeper, and half a second of work in short tasks between two requests of one level does not
// split them: the next level is released once the page is idle, not after a quiet time (a timer would
// fire between the slices of work: with a 100 ms one instead, that test below counts 3).
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright';
import { startCdn, type Cdn } from '../../scripts/bench/cdn.ts';
import { loadHeld } from '../../scripts/bench/held-load.ts';
import { importGraph } from '../../scripts/bench/levels.ts';
import { FORM_BUTTON_LABEL } from '../../scripts/bench/probe.ts';
import { launchChromium } from './support/browser.ts';

/** After the first paint, as the widget does: a frame, then a task. */
const afterPaint = (body: string) => `requestAnimationFrame(() => setTimeout(() => { ${body} }, 0));`;

/** Shows what the probe takes for a passcode form that can be sent. */
const SHOW_FORM = `export function show() {
  document.body.insertAdjacentHTML('beforeend', '<input type="tel"><button>${FORM_BUTTON_LABEL}</button>');
}`;

/** Each page: its scripts (entry.js first) and the static imports of each. */
const PAGES: Record<string, { files: Record<string, string>; imports?: Record<string, string[]> }> = {
  together: {
    files: {
      'entry.js': afterPaint("Promise.all([import('./form.js'), import('./phone.js')]).then(([form]) => form.show());"),
      'form.js': SHOW_FORM,
      'phone.js': 'export const metadata = {};',
    },
  },
  lazy: {
    files: {
      'entry.js': afterPaint("import('./form.js').then((form) => form.showWithPhone());"),
      'form.js': `${SHOW_FORM}
export async function showWithPhone() {
  await import('./phone.js');
  show();
}`,
      'phone.js': 'export const metadata = {};',
    },
  },
  static: {
    files: {
      'entry.js': afterPaint("import('./form.js').then((form) => form.show());"),
      'form.js': `import { metadata } from './phone.js';
${SHOW_FORM.replace('export function show() {', 'export function show() {\n  void metadata;')}`,
      'phone.js': 'export const metadata = {};',
    },
    imports: { 'form.js': ['phone.js'] },
  },
  busy: {
    files: {
      'entry.js': afterPaint(`const form = import('./form.js');
  // Half a second of work in slices of 5 ms, one task each (as React's scheduler yields), between
  // two requests of the same level.
  const channel = new MessageChannel();
  const end = performance.now() + 500;
  channel.port1.onmessage = () => {
    const slice = performance.now() + 5;
    while (performance.now() < slice);
    if (performance.now() < end) channel.port2.postMessage(null);
    else Promise.all([form, import('./phone.js')]).then(([loaded]) => loaded.show());
  };
  channel.port2.postMessage(null);`),
      'form.js': SHOW_FORM,
      'phone.js': 'export const metadata = {};',
    },
  },
  never: {
    files: { 'entry.js': afterPaint("import('./phone.js');"), 'phone.js': 'export const metadata = {};' },
  },
};

describe("the levels gate's page load, scripts held and released level by level", () => {
  let cdn: Cdn;
  let browser: Browser;

  before(async () => {
    const root = mkdtempSync(join(tmpdir(), 'court-login-held-levels-'));
    for (const [page, { files }] of Object.entries(PAGES)) {
      mkdirSync(join(root, page));
      for (const [file, text] of Object.entries(files)) writeFileSync(join(root, page, file), text);
    }
    const html = (page: string) => () =>
      `<!doctype html><html lang="en"><body><script type="module" src="/site/${page}/entry.js"></script></body></html>`;
    cdn = await startCdn({
      folders: { '/site': root },
      pages: Object.fromEntries(Object.keys(PAGES).map((page) => [`/${page}.html`, html(page)])),
    });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await cdn?.close();
  });

  const load = (page: string) => {
    const { files, imports = {} } = PAGES[page]!;
    const graph = importGraph(Object.keys(files).map((fileName) => ({ fileName, imports: imports[fileName] ?? [] })));
    return loadHeld(browser, `${cdn.url}/${page}.html`, graph, 20_000);
  };

  it('counts scripts asked for together after the entry as one level', async () => {
    const held = await load('together');
    assert.equal(held.levels, 2);
    assert.deepEqual(held.scriptsPerLevel, [['entry.js'], ['form.js', 'phone.js']]);
    // The document and the three scripts.
    assert.equal(held.requests, 4);
  });

  it('counts a script imported by a script once it has run as one level deeper', async () => {
    const held = await load('lazy');
    assert.equal(held.levels, 3);
    assert.deepEqual(held.scriptsPerLevel, [['entry.js'], ['form.js'], ['phone.js']]);
  });

  it("counts a script's static import, asked for once that script has arrived, as one level deeper", async () => {
    const held = await load('static');
    assert.equal(held.levels, 3);
    assert.deepEqual(held.scriptsPerLevel, [['entry.js'], ['form.js'], ['phone.js']]);
  });

  it('keeps two requests of one level together across half a second of work in short tasks between them', async () => {
    const held = await load('busy');
    assert.equal(held.levels, 2);
    assert.deepEqual(held.scriptsPerLevel, [['entry.js'], ['form.js', 'phone.js']]);
  });

  it('fails when the page asks for nothing more and its form never comes', async () => {
    await assert.rejects(load('never'), /asked for no more scripts and its passcode form is not ready/);
  });
});
