// The views a form does not wait for (`place: 'afterForm'` in src/products/registry.ts, loaded by
// src/products/parts.ts) hold no part of the main screen: loading them later never adds a button
// under the visitor's eyes.
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../src/config/types.ts';
import { loadViews } from '../../../src/products/parts.ts';
import { lazyProducts } from '../../../src/products/registry.ts';

// Read from the registry, so that a new product is checked here without a line of its own.
const LAZY = lazyProducts();
const AFTER_FORM_PRODUCTS = lazyProducts('afterForm');
const MAIN_SCREEN_PRODUCTS = lazyProducts('mainScreen');

describe('product views', () => {
  it('that follow a form have no lead and no buttons', async () => {
    const views = await loadViews(LAZY, 'afterForm');
    expect(Object.keys(views).sort()).toEqual([...AFTER_FORM_PRODUCTS].sort());
    expect(AFTER_FORM_PRODUCTS.length).toBeGreaterThan(0);
    for (const view of Object.values(views)) {
      expect(view.lead).toBeUndefined();
      expect(view.buttons).toBeUndefined();
    }
  });

  it("that add to the main screen come with it, the entry's OAuth buttons included", async () => {
    const views = await loadViews(PRODUCTS);
    const entry = PRODUCTS.filter((product) => !LAZY.includes(product));
    expect(entry).toContain('oauth');
    expect(Object.keys(views).sort()).toEqual([...entry, ...MAIN_SCREEN_PRODUCTS].sort());
    expect(MAIN_SCREEN_PRODUCTS.length).toBeGreaterThan(0);
    for (const view of Object.values(views)) expect(view.lead ?? view.buttons).toBeDefined();
  });
});
