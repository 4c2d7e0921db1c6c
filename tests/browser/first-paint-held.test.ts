// The window between the painted first screen and React, made certain: React's chunk is held at the
// test server until the test lets it go (each file has its own page, so this file's elements are the
// first to ask for it; one file holds it, as Firefox and WebKit keep it for the next file's page). A
// page that sets `strings` or `locale` in that window keeps the painted screen, what was typed in it
// and its click until React's screen has the new texts; a painted button shows it was pressed, and
// a click on another one meanwhile changes nothing. References to the painted Google button, email
// field and Continue button taken in the window (as a WebDriver client keeps the element it found)
// are, once React is in, still on the page and React's own (its handlers run on them), never beside
// a copy of themselves. Shadow and light DOM.
import { expect } from 'chai';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { byText, cleanup, interceptNavigations, root, waitFor } from './support/element.ts';
import { itNavigating } from './support/engines.ts';
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
/** Every control of a kind in the element's tree, shown or hidden. */
const controls = (element: Element) => ({
  google: root(element).querySelectorAll('[part~="oauth-button-google"]').length,
  email: root(element).querySelectorAll('input[type="email"]').length,
  send: root(element).querySelectorAll('button[type="submit"]').length,
  roots: root(element).querySelectorAll('.court-root').length,
});
const ONE_OF_EACH = { google: 1, email: 1, send: 1, roots: 1 };

interface Held {
  element: Element;
  shadow: boolean;
  google: HTMLButtonElement;
  email: HTMLInputElement;
  send: HTMLButtonElement;
}

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
  // Two elements whose held field and button send an address, then two whose held Google button is clicked.
  const held: Held[] = [];
  const copies: string[] = [];
  let watchers: MutationObserver[] = [];

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

  it('references to the painted Google button, email field and Continue button are to the painted screen, one of each control', async () => {
    for (const shadow of [...DOMS, ...DOMS]) {
      const element = await paint(shadow);
      const screen = painted(element)!;
      held.push({
        element,
        shadow,
        google: screen.querySelector('[part~="oauth-button-google"]')!,
        email: screen.querySelector('input[type="email"]')!,
        send: screen.querySelector('button[type="submit"]')!,
      });
      expect(controls(element)).to.deep.equal(ONE_OF_EACH);
    }
    // From now on, through React's arrival, at every change of the tree: never a copy, never a hidden screen.
    watchers = held.map(({ element, shadow }) => {
      const observer = new MutationObserver(() => {
        const count = controls(element);
        if (JSON.stringify(count) !== JSON.stringify(ONE_OF_EACH))
          copies.push(`${dom(shadow)}: ${JSON.stringify(count)}`);
        if (
          [...root(element).querySelectorAll<HTMLElement>('.court-root')].some(
            (screen) => screen.style.display === 'none',
          )
        )
          copies.push(`${dom(shadow)}: a hidden screen`);
      });
      observer.observe(root(element), { subtree: true, childList: true, attributes: true });
      return observer;
    });
  });

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

  it('once React is in, each held reference is still on the page and the one React renders, never beside a copy of itself', async () => {
    for (const { element, google, email, send } of held) {
      await waitFor(() => !painted(element));
      expect([google, email, send].map((node) => node.isConnected)).to.deep.equal([true, true, true]);
      expect(root(element).querySelector('[part~="oauth-button-google"]')).to.equal(google);
      expect(root(element).querySelector('input[type="email"]')).to.equal(email);
      expect(root(element).querySelector('button[type="submit"]')).to.equal(send);
    }
    watchers.forEach((observer) => observer.disconnect());
    expect(copies).to.deep.equal([]);
  });

  for (const index of [0, 1]) {
    it(`the held field and Continue button are React's: what is typed is sent (${dom(DOMS[index]!)} DOM)`, async () => {
      const { element, email, send } = held[index]!;
      const address = `held-${dom(DOMS[index]!).toLowerCase()}@example.com`;
      email.focus();
      // Typed as a person (or a WebDriver client) types: React's onChange holds the address.
      await sendKeys({ type: address });
      send.click();
      await waitFor(
        () =>
          root(element).querySelector('h2')?.textContent === 'Check your email' &&
          (root(element).textContent ?? '').includes(address),
      );
    });
  }

  for (const index of [2, 3]) {
    itNavigating(`a click on the held Google button starts the sign-in (${dom(DOMS[index - 2]!)} DOM)`, async () => {
      const navigations = interceptNavigations();
      held[index]!.google.click();
      const started = new URL(await waitFor(() => navigations.find((url) => url.includes('/oauth/'))));
      expect(started.pathname).to.equal('/v1/public/oauth/google/start');
    });
  }
});
