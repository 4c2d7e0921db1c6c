// The painted nodes are the nodes that work: references to the painted Google button, email field
// and Continue button taken while React's chunk is held at the test server (as a WebDriver client
// keeps the element it found) are, once React is in, still on the page, React's own (its handlers
// run on them) and never beside a hidden copy of themselves. Shadow and light DOM.
import { expect } from 'chai';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { cleanup, interceptNavigations, PUBLIC_TOKEN, providerUrl, root, waitFor } from './support/element.ts';
import { itNavigating } from './support/engines.ts';

const PAINTED = '[data-court-painted]';
const CONFIG = {
  products: ['oauth', 'emailMagicLinks'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
};
const DOMS = [true, false] as const;
const dom = (shadow: boolean) => (shadow ? 'Shadow' : 'light');

interface Held {
  element: HTMLElement;
  shadow: boolean;
  google: HTMLButtonElement;
  email: HTMLInputElement;
  send: HTMLButtonElement;
}

async function paint(shadow: boolean): Promise<Held> {
  const element = document.createElement('court-login');
  element.setAttribute('public-token', PUBLIC_TOKEN);
  element.setAttribute('provider-url', await providerUrl());
  element.setAttribute('config', JSON.stringify({ ...CONFIG, enableShadowDOM: shadow }));
  document.body.append(element);
  // The painted forms come from a small chunk of their own, which is not held (its first build can be slow).
  await waitFor(() => root(element).querySelector(`${PAINTED} input[type="email"]`), 30_000);
  const painted = root(element).querySelector(PAINTED)!;
  return {
    element,
    shadow,
    google: painted.querySelector('[part~="oauth-button-google"]')!,
    email: painted.querySelector('input[type="email"]')!,
    send: painted.querySelector('button[type="submit"]')!,
  };
}

/** Every control of a kind in the element's tree, shown or hidden. */
const controls = (element: HTMLElement) => ({
  google: root(element).querySelectorAll('[part~="oauth-button-google"]').length,
  email: root(element).querySelectorAll('input[type="email"]').length,
  send: root(element).querySelectorAll('button[type="submit"]').length,
  roots: root(element).querySelectorAll('.court-root').length,
});

describe('the painted nodes once React adopts them', function () {
  // The painted forms' first build (above) can be slow on a busy machine.
  this.timeout(60_000);
  const forms: Held[] = [];
  const buttons: Held[] = [];
  const copies: string[] = [];

  before(async () => {
    await executeServerCommand('hold-module', '/element/react-renderer.ts');
    for (const shadow of DOMS) forms.push(await paint(shadow));
    for (const shadow of DOMS) buttons.push(await paint(shadow));
  });
  after(async () => {
    await executeServerCommand('release-modules');
    cleanup();
  });

  it('while React is held, the references are to the painted screen, one of each control', () => {
    for (const { element, google, email, send } of [...forms, ...buttons]) {
      for (const node of [google, email, send]) expect(node.closest(PAINTED)).not.to.equal(null);
      expect(controls(element)).to.deep.equal({ google: 1, email: 1, send: 1, roots: 1 });
    }
  });

  it('once React is in, each reference is still on the page, and never beside a copy of itself', async () => {
    // From the release on, at every change of the tree: one of each control, shown.
    const observers = [...forms, ...buttons].map(({ element, shadow }) => {
      const observer = new MutationObserver(() => {
        const count = controls(element);
        if (count.google > 1 || count.email > 1 || count.send > 1 || count.roots > 1)
          copies.push(`${dom(shadow)} DOM: ${JSON.stringify(count)}`);
        const hidden = [...root(element).querySelectorAll<HTMLElement>('.court-root')].filter(
          (screen) => screen.style.display === 'none',
        );
        if (hidden.length > 0) copies.push(`${dom(shadow)} DOM: a hidden screen`);
      });
      observer.observe(root(element), { subtree: true, childList: true, attributes: true });
      return observer;
    });
    await executeServerCommand('release-modules');
    for (const { element, google, email, send } of [...forms, ...buttons]) {
      await waitFor(() => !root(element).querySelector(PAINTED));
      expect([google, email, send].map((node) => node.isConnected)).to.deep.equal([true, true, true]);
      expect(root(element).querySelector('[part~="oauth-button-google"]')).to.equal(google);
      expect(root(element).querySelector('input[type="email"]')).to.equal(email);
      expect(root(element).querySelector('button[type="submit"]')).to.equal(send);
    }
    observers.forEach((observer) => observer.disconnect());
    expect(copies).to.deep.equal([]);
  });

  for (const index of [0, 1]) {
    it(`the held field and Continue button are React's: what is typed is sent (${dom(DOMS[index]!)} DOM)`, async () => {
      const { element, email, send } = forms[index]!;
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

  for (const index of [0, 1]) {
    itNavigating(`a click on the held Google button starts the sign-in (${dom(DOMS[index]!)} DOM)`, async () => {
      const navigations = interceptNavigations();
      buttons[index]!.google.click();
      const started = new URL(await waitFor(() => navigations.find((url) => url.includes('/oauth/'))));
      expect(started.pathname).to.equal('/v1/public/oauth/google/start');
    });
  }
});
