// An element the page removes while React adopts its painted screen (after the renderer began to
// hydrate it, before React's commit), then adds back: the painted screen went with the widget, and
// the element shows one screen, React's. React's chunk is held at the test server until both
// elements are pressed; the moment React readies a painted screen for hydration (the pressed look
// goes) the element is removed. Shadow and light DOM: React clears an element it leaves, never a
// shadow root. In a file of its own: once React's chunk has loaded in a page, no element there waits for it.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { byText, cleanup, root, waitFor } from './support/element.ts';
import { PAINTED, paintElement } from './support/painted.ts';

const CONFIG = { products: ['emailMagicLinks'] };
const LABEL = 'Continue with email';

describe('an element removed while React adopts its painted screen', function () {
  this.timeout(60_000);
  before(() => executeServerCommand('hold-module', '/element/react-renderer.ts'));
  after(async () => {
    await executeServerCommand('release-modules');
    cleanup();
  });

  it("shows one screen, React's, once added back (Shadow and light DOM)", async () => {
    const removed: Array<Promise<HTMLElement>> = [];
    for (const shadow of [true, false]) {
      const element = await paintElement(CONFIG, shadow, 'input[type="email"]');
      const button = byText<HTMLButtonElement>(root(element).querySelector(PAINTED)!, 'button', LABEL)!;
      button.click();
      expect(button.getAttribute('aria-busy'), 'pressed').to.equal('true');
      // The pressed look goes right before React hydrates the screen: the page removes the element then.
      removed.push(
        new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (button.hasAttribute('aria-busy')) return;
            observer.disconnect();
            element.remove();
            resolve(element);
          });
          observer.observe(button, { attributeFilter: ['aria-busy'] });
        }),
      );
    }
    await executeServerCommand('release-modules');
    for (const element of await Promise.all(removed)) {
      // Unmounted once the removal is not a move (element/court-login.ts).
      await waitFor(() => !root(element).querySelector(PAINTED));
      document.body.append(element);
      await waitFor(() => byText(root(element), 'button', LABEL));
      expect(root(element).querySelectorAll('.court-root').length, 'one screen').to.equal(1);
      expect(root(element).querySelector(PAINTED), 'no painted screen left').to.equal(null);
    }
  });
});
