// The window between the painted first screen and React, made certain: React's chunk is held at the
// test server until the test lets it go (each file has its own page, so this file's elements are the
// first to ask for it). A page that sets `strings` or `locale` in that window keeps the painted
// screen, what was typed in it and its click until React's screen has the new texts; a painted
// button shows it was pressed, and a click on another one meanwhile changes nothing. Shadow and light DOM.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { byText, cleanup, root, waitFor } from './support/element.ts';
import { PAINTED, paintElement } from './support/painted.ts';

const CONFIG = {
  products: ['oauth', 'emailMagicLinks'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
};
const DOMS = [true, false] as const;

type Element = HTMLElement & { strings?: Record<string, string>; locale?: string | null };

const paint = (enableShadowDOM: boolean) => paintElement<Element>(CONFIG, enableShadowDOM, 'input[type="email"]');
const dom = (shadow: boolean) => (shadow ? 'Shadow' : 'light');
const painted = (element: Element) => root(element).querySelector<HTMLElement>(PAINTED);
const pressed = (button: HTMLButtonElement) =>
  button.getAttribute('aria-busy') === 'true' && !!button.querySelector('.court-spinner');

describe("the painted first screen while React's chunk is held", function () {
  // Each test waits for the painted forms' first build (below) before its own steps.
  this.timeout(60_000);
  const changes = [
    {
      name: 'strings',
      change: (element: Element) => (element.strings = { magicLinkHeading: 'Look in your inbox' }),
      heading: 'Look in your inbox',
    },
    { name: 'locale', change: (element: Element) => element.setAttribute('locale', 'es'), heading: 'Revisa tu correo' },
  ];
  const waiting: Array<{ element: Element; heading: string; email: string; label: string }> = [];

  before(() => executeServerCommand('hold-module', '/element/react-renderer.ts'));
  after(async () => {
    await executeServerCommand('release-modules');
    cleanup();
  });

  for (const shadow of DOMS) {
    it(`a pressed painted button shows it, and a click on another provider meanwhile changes nothing (${dom(shadow)} DOM)`, async () => {
      const element = await paint(shadow);
      const button = (type: string) =>
        painted(element)!.querySelector<HTMLButtonElement>(`[part~="oauth-button-${type}"]`)!;
      expect(pressed(button('github')), 'not pressed yet').to.equal(false);
      button('github').click();
      expect(pressed(button('github')), 'GitHub shows it was pressed').to.equal(true);
      expect(button('github').getAttribute('aria-disabled')).to.equal('true');
      button('google').click();
      expect(pressed(button('google')), 'Google is not pressed').to.equal(false);
      expect(painted(element)!.querySelectorAll('.court-spinner').length).to.equal(1);
      // Gone at once: the press's own start would leave the page, and a removed widget's starts nothing.
      element.remove();
    });
  }

  for (const { name, change, heading } of changes) {
    for (const shadow of DOMS) {
      it(`${name} set before React: the painted screen stays with its typed address and click (${dom(shadow)} DOM)`, async () => {
        const element = await paint(shadow);
        const email = `early-${name}-${dom(shadow).toLowerCase()}@example.com`;
        painted(element)!.querySelector<HTMLInputElement>('input[type="email"]')!.value = email;
        change(element);
        const send = byText<HTMLButtonElement>(painted(element)!, 'button', 'Continue with email')!;
        send.click();
        expect(pressed(send), 'the send button shows it was pressed').to.equal(true);
        expect(painted(element)?.isConnected, 'the painted screen is still there').to.equal(true);
        waiting.push({ element, heading, email, label: `${name}, ${dom(shadow)} DOM` });
      });
    }
  }

  it('once React arrives, each screen is in its new texts, sent with the typed address, never blank meanwhile', async () => {
    expect(waiting.length, 'the four elements above are waiting for React').to.equal(4);
    const blank: string[] = [];
    // React's screen may show only with its texts: from the release on, each element always shows a heading.
    const observers = waiting.map(({ element, label }) => {
      const observer = new MutationObserver(() => {
        const shown = [...root(element).querySelectorAll<HTMLElement>('.court-root')].filter(
          (screen) => screen.style.display !== 'none',
        );
        if (!shown.some((screen) => screen.querySelector('h2'))) blank.push(label);
      });
      observer.observe(root(element), { subtree: true, childList: true, attributes: true });
      return observer;
    });
    await executeServerCommand('release-modules');
    for (const { element, heading, email } of waiting) {
      await waitFor(() => byText(root(element), 'h2', heading) && (root(element).textContent ?? '').includes(email));
      expect(painted(element), 'the painted screen has gone').to.equal(null);
    }
    observers.forEach((observer) => observer.disconnect());
    expect(blank).to.deep.equal([]);
  });
});
