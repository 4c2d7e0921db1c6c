// The gallery: `npm run gallery` writes the page with its script, stylesheet and the element, and
// the pages server of `npm start` serves it at /gallery/, where every screen of every variant is
// reached against the local provider.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { GALLERY_AUTHENTICATORS } from '../../demo/gallery/authenticator.ts';
import { GALLERY_SCREENS } from '../../demo/gallery/screens.ts';
import { GALLERY_VARIANTS } from '../../demo/gallery/render.ts';
import { OAUTH_PROVIDER_TITLES } from '../../src/i18n/brand-names.ts';
import { embeddingStackForTests } from './support/embedding.ts';

describe('gallery', () => {
  const stack = embeddingStackForTests();

  it('npm run gallery writes the page, its script and the element into the folder', () => {
    const out = mkdtempSync(join(tmpdir(), 'court-gallery-test-'));
    try {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/gallery.ts', '--out', out, '--provider-url', 'http://localhost:9999'],
        { encoding: 'utf8' },
      );
      assert.equal(result.status, 0, result.stderr);
      for (const file of ['index.html', 'gallery.js', 'gallery.css', 'logo.svg', 'element/court-login.js'])
        assert.ok(existsSync(join(out, file)), file);
      const html = readFileSync(join(out, 'index.html'), 'utf8');
      assert.match(html, /data-provider-url="http:\/\/localhost:9999"/);
      assert.match(html, /src="\.\/element\/court-login\.js"/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('npm start serves /gallery/ with every screen reached in all four variants', async () => {
    const page = await stack.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${stack.pages.url}/gallery/`);
    await page.waitForSelector('body[data-gallery]', { timeout: 240_000 });
    const failures = await page.locator('.gallery-cell[data-state="failed"]').allTextContents();
    assert.deepEqual(failures, []);
    assert.equal(await page.getAttribute('body', 'data-gallery'), 'done');
    // Fits a 1280px window, and driving the widgets neither scrolled the page nor kept its focus.
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no sideways scrolling at 1280px',
    );
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return active === document.body ? 'page' : (active?.closest('.gallery-screen')?.id ?? active?.tagName);
    });
    assert.equal(focused, 'page');
    assert.deepEqual(
      await page.locator('.gallery-screen').evaluateAll((nodes) => nodes.map((node) => node.id)),
      GALLERY_SCREENS.map((screen) => screen.id),
    );
    assert.equal(
      await page.locator('.gallery-cell[data-state="ready"]').count(),
      GALLERY_SCREENS.length * GALLERY_VARIANTS.length,
    );
    const shadows = await page
      .locator('court-login')
      .evaluateAll((nodes) => nodes.map((node) => node.shadowRoot !== null));
    assert.equal(shadows.filter(Boolean).length, shadows.length / 2);
    // Each OAuth button still has its provider's name as its accessible name, the mark being decorative.
    const row = page.locator('#main-all-providers');
    for (const title of Object.values(OAUTH_PROVIDER_TITLES)) {
      assert.equal(
        await row.getByRole('button', { name: `Continue with ${title}`, exact: true }).count(),
        GALLERY_VARIANTS.length,
        title,
      );
    }
    assert.equal(await row.getByRole('img').count(), 0);
    // Each widget of the first passkey row added one passkey, named after the authenticator that made it;
    // the second row lists them all, each passkey's buttons named after it.
    const names = GALLERY_AUTHENTICATORS.map((authenticator) => authenticator.name);
    const created = page.locator('#passkey-created .gallery-cell');
    for (let index = 0; index < GALLERY_VARIANTS.length; index += 1) {
      assert.deepEqual(
        await created.nth(index).locator('.court-passkey-name').allTextContents(),
        names.slice(0, index + 1),
      );
    }
    const list = page.locator('#passkey-list');
    for (const name of names) {
      for (const action of ['Rename', 'Delete']) {
        assert.equal(
          await list.getByRole('button', { name: `${action} ${name}`, exact: true }).count(),
          GALLERY_VARIANTS.length,
          `${action} ${name}`,
        );
      }
    }
    assert.deepEqual(problems, []);
    await page.close();
  });
});
