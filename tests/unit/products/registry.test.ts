// The views a form does not wait for (src/products/registry.ts) hold no part of the main screen:
// loading them later never adds a button under the visitor's eyes.
import { describe, expect, it } from 'vitest';
import { AFTER_FORM, loadViews } from '../../../src/products/registry.ts';

const LAZY = ['otp', 'emailMagicLinks', 'crypto', 'passkeys', 'passwords'] as const;

describe('product views', () => {
  it('that follow a form have no lead and no buttons', async () => {
    const views = await loadViews(LAZY, AFTER_FORM);
    expect(Object.keys(views).sort()).toEqual(['emailMagicLinks', 'otp', 'passwords']);
    for (const view of Object.values(views)) {
      expect(view.lead).toBeUndefined();
      expect(view.buttons).toBeUndefined();
    }
  });

  it("that add to the main screen come with it, the entry's OAuth buttons included", async () => {
    const views = await loadViews(['oauth', ...LAZY]);
    expect(Object.keys(views).sort()).toEqual(['crypto', 'oauth', 'passkeys']);
    for (const view of Object.values(views)) expect(view.lead ?? view.buttons).toBeDefined();
  });
});
