// The first screen painted before React (src/paint/): the same nodes as React's screen when it
// takes over (its parts in, the phone metadata still coming) for the first screen of every gallery
// configuration, in Shadow and light DOM; what was typed, the focus and a click carried over.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { GALLERY_SCREENS } from '../../demo/gallery/screens.ts';
import { readSetup } from '../../element/setup.ts';
import { addForms } from '../../src/paint/first-form.ts';
import { paintsForms } from '../../src/paint/paints-forms.ts';
import { lastUsedKey } from '../../src/session/last-used.ts';
import {
  byText,
  cleanup,
  interceptNavigations,
  PUBLIC_TOKEN,
  providerUrl,
  root,
  touchWidget,
  waitFor,
} from './support/element.ts';
import { itNavigating } from './support/engines.ts';
import { hydrationMessages } from './support/painted.ts';

const PAINTED = '[data-court-painted]';
/** The first country's check and the whole phone metadata, as the test server serves them. */
/** The first country's check and the list of countries: the phone form's busy button and its one country wait for them. */
const PHONE_CHECK = '/src/platform/first-country-phone.ts';

const ID_REFERENCES = new Set(['id', 'for', 'aria-describedby', 'aria-controls', 'aria-labelledby']);

/** A node tree as text, attributes sorted, generated ids numbered in order of appearance. */
function shape(node: Node): string {
  const ids = new Map<string, string>();
  const id = (value: string) => {
    if (!ids.has(value)) ids.set(value, `id${ids.size + 1}`);
    return ids.get(value)!;
  };
  const walk = (current: Node): string => {
    if (current.nodeType === Node.TEXT_NODE) return JSON.stringify(current.textContent);
    if (!(current instanceof Element)) return '';
    // The Court may come before React's screen is complete, and its (empty) toasts region with it.
    if (current.matches('[role="status"][aria-label="Notifications"]')) return '';
    // The other providers' marks may arrive before React's screen is complete; their box is the same.
    if (current.classList.contains('court-button-mark')) return '<mark>';
    const attributes = [...current.attributes]
      // The painted frame stays busy (its parts are not working yet); React's is done when it takes over.
      .filter(
        (attribute) =>
          attribute.name !== 'data-court-painted' &&
          !(attribute.name === 'aria-busy' && current.classList.contains('court-stack')),
      )
      .map((attribute) => {
        const value = ID_REFERENCES.has(attribute.name)
          ? id(attribute.value)
          : attribute.name === 'clip-path'
            ? `url(#${id(attribute.value.slice(5, -1))})`
            : attribute.value;
        return `${attribute.name}=${JSON.stringify(value)}`;
      })
      .sort();
    return `<${current.localName} ${attributes.join(' ')}>${[...current.childNodes].map(walk).join('')}</${current.localName}>`;
  };
  return walk(node);
}

const PAINTED_MARK = 'data-court-painted';

/**
 * The root's attributes and style as the page has them, and as React's props for it (its render)
 * say, property by property: React leaves the painted root's own attributes as they are, and says
 * nothing of them (src/widget/Widget.tsx), so this compares them instead.
 */
function rootAgainstReact(rootNode: HTMLElement): { page: Record<string, string>; react: Record<string, string> } {
  const propsKey = Object.keys(rootNode).find((key) => key.startsWith('__reactProps$'));
  expect(propsKey, "React's props on the root").to.be.a('string');
  const props = (rootNode as unknown as Record<string, Record<string, unknown>>)[propsKey!]!;
  const react: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || name === 'children' || name === 'suppressHydrationWarning') continue;
    if (name === 'style') {
      for (const [property, text] of Object.entries(value as Record<string, string>)) react[property] = String(text);
    } else react[name === 'className' ? 'class' : name] = String(value);
  }
  const page: Record<string, string> = {};
  for (const { name, value } of rootNode.attributes) if (name !== 'style' && name !== PAINTED_MARK) page[name] = value;
  for (const property of rootNode.style) page[property] = rootNode.style.getPropertyValue(property);
  return { page, react };
}

interface Mounted {
  element: HTMLElement;
  /** What was painted at once. */
  painted: string | undefined;
  /** What was painted last, before React adopted it. */
  seen: { painted: string | undefined };
  /** Once React has adopted the painted screen and its frame is no longer busy: React's screen then. */
  reacted: Promise<{ done: string }>;
}

/** Appends the element; what it painted at once, and React's screen once it is all React's. */
async function mountWatching(config: Record<string, unknown>, lastUsed?: string): Promise<Mounted> {
  if (lastUsed) localStorage.setItem(lastUsedKey(PUBLIC_TOKEN), lastUsed);
  const element = document.createElement('court-login');
  element.setAttribute('public-token', PUBLIC_TOKEN);
  element.setAttribute('provider-url', await providerUrl());
  element.setAttribute('config', JSON.stringify(config));
  document.body.append(element);
  const scope = root(element);
  const painted = scope.querySelector(PAINTED);
  // The painted screen as last seen before React adopts it (its forms come from a chunk of their own).
  const seen = { painted: painted ? shape(painted) : undefined };
  const watching = new MutationObserver(() => (seen.painted = shape(painted!)));
  if (painted) watching.observe(painted, { subtree: true, childList: true, attributes: true });
  // React's screen as it is when the painted mark goes (src/paint/hand-over.ts: once React has
  // adopted the screen and its frame is no longer busy), seen in the same task; unpainted, once its frame is done.
  const reacted = painted
    ? new Promise<{ done: string }>((resolve) => {
        const observer = new MutationObserver(() => {
          if (painted.hasAttribute('data-court-painted')) return;
          observer.disconnect();
          watching.disconnect();
          resolve({ done: shape(painted) });
        });
        observer.observe(painted, { attributeFilter: ['data-court-painted'] });
      })
    : waitFor(() => {
        const rendered = scope.querySelector('.court-root');
        return rendered && !rendered.querySelector(':scope > [aria-busy="true"]') && { done: shape(rendered) };
      });
  return { element, painted: seen.painted, seen, reacted };
}

/** The painted forms' chunk arrives now, before React (in a test React's own chunk is quick). */
function formsArrive(element: HTMLElement): void {
  const painted = root(element).querySelector<HTMLElement>(PAINTED)!;
  const setup = readSetup({ publicToken: PUBLIC_TOKEN, config: element.getAttribute('config') });
  if (setup.kind === 'ready' && paintsForms(setup.config))
    addForms(painted, setup.config, localStorage.getItem(lastUsedKey(PUBLIC_TOKEN)) ?? undefined);
}

/** Where each part of a screen is on the page, to the pixel. */
function geometry(screen: Element): string[] {
  return [screen, ...screen.querySelectorAll('[part]')].map((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return `${node.getAttribute('part')}: ${[x, y, width, height].map(Math.round).join(' ')}`;
  });
}

const firstScreens = GALLERY_SCREENS.filter((screen) => !screen.mode && screen.id !== 'config-error');

describe('the first screen painted before React', () => {
  // The phone form's button is busy until the first country's check is in (React's as the painted
  // one): held, it is busy in both screens whenever React comes.
  before(async () => {
    await executeServerCommand('hold-module', PHONE_CHECK);
  });
  after(async () => {
    await executeServerCommand('release-modules', PHONE_CHECK);
  });
  afterEach(cleanup);

  for (const screen of firstScreens) {
    for (const shadow of [true, false]) {
      it(`${screen.id}, ${shadow ? 'Shadow' : 'light'} DOM: React adopts the painted nodes as they are`, async () => {
        // The logo in the browser's cache first: its own arrival would move what is below it, painted or not.
        const logo = (screen.config.theme as { logo?: { logoImageUrl?: string } } | undefined)?.logo?.logoImageUrl;
        if (logo) await Object.assign(new Image(), { src: logo }).decode();
        const hydration = hydrationMessages();
        try {
          const { element, painted, reacted } = await mountWatching(
            { ...screen.config, enableShadowDOM: shadow },
            screen.lastUsed,
          );
          expect(painted, 'painted before React').to.be.a('string');
          formsArrive(element);
          const paintedScreen = root(element).querySelector(PAINTED)!;
          // Every painted node but those React's later updates replace by design: a mark that
          // arrives in its empty box.
          const nodes = [paintedScreen, ...paintedScreen.querySelectorAll('*')].filter(
            (node) => !node.closest('.court-button-mark'),
          );
          const before = geometry(paintedScreen);
          // As painted when React comes (its chunk is not yet in: the forms' came first, above).
          const last = shape(paintedScreen);
          // A screen that is all of React's first render is React's at the visitor's first touch.
          touchWidget(element);
          const react = await reacted;
          // React hydrated every painted node: each is still on the page, in React's one root.
          expect(root(element).querySelectorAll('.court-root').length).to.equal(1);
          expect(root(element).querySelector('.court-root')).to.equal(paintedScreen);
          expect(nodes.filter((node) => !node.isConnected).map((node) => node.outerHTML.slice(0, 80))).to.deep.equal(
            [],
          );
          // With no difference between React's first render and the painted nodes (React logs each
          // one but the root's own attributes, compared here).
          expect(hydration.messages).to.deep.equal([]);
          const { page, react: rendered } = rootAgainstReact(paintedScreen as HTMLElement);
          expect(page).to.deep.equal(rendered);
          // With its forms painted, the painted screen is React's screen when its parts are in (the
          // products' other parts come later as React's updates).
          if (last.includes('<form')) {
            expect(last).to.equal(react.done);
            expect(geometry(paintedScreen), 'no layout shift').to.deep.equal(before);
          }
        } finally {
          hydration.stop();
        }
      });
    }
  }

  it('adopts the painted screen of an element written with whitespace inside it (light DOM)', async () => {
    const hydration = hydrationMessages();
    const host = document.createElement('div');
    try {
      host.innerHTML = `<court-login public-token="${PUBLIC_TOKEN}" provider-url="${await providerUrl()}">\n  </court-login>`;
      const element = host.querySelector('court-login')!;
      element.setAttribute('config', JSON.stringify({ ...firstScreens[0]!.config, enableShadowDOM: false }));
      document.body.append(host);
      const painted = element.querySelector(PAINTED);
      expect(painted, 'painted at once').to.not.equal(null);
      touchWidget(element);
      const adopted = await waitFor(() => element.querySelector('.court-root:not([data-court-painted])'));
      expect(adopted, "React's screen is the painted one").to.equal(painted);
      expect(element.childNodes.length).to.equal(1);
      expect(hydration.messages).to.deep.equal([]);
    } finally {
      hydration.stop();
      host.remove();
    }
  });

  for (const shadow of [true, false]) {
    it(`leaves nothing behind when the page removes the element before React came (${shadow ? 'Shadow' : 'light'} DOM)`, async () => {
      const element = document.createElement('court-login');
      element.setAttribute('public-token', PUBLIC_TOKEN);
      element.setAttribute('provider-url', await providerUrl());
      element.setAttribute(
        'config',
        JSON.stringify({ products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: shadow }),
      );
      document.body.append(element);
      // Painted, and removed before React's chunk can have come.
      expect(root(element).querySelector(PAINTED)).not.to.equal(null);
      element.remove();
      await waitFor(() => root(element).childElementCount === 0);
    });
  }

  it("keeps the focus on a painted button, which is React's button once it has come", async () => {
    const config = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] } };
    const { element, reacted } = await mountWatching(config);
    const github = root(element).querySelector<HTMLElement>(`${PAINTED} [part~="oauth-button-github"]`)!;
    github.focus();
    await reacted;
    expect((element.shadowRoot ?? document).activeElement).to.equal(github);
    expect(github.isConnected).to.equal(true);
  });

  it("paints nothing where React's first render differs: another language, a configuration problem", async () => {
    const spanish = await mountWatching({
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'google' }] },
      locale: 'es',
    });
    expect(spanish.painted).to.equal(undefined);
    const broken = await mountWatching({ products: ['passkeys'] });
    expect(broken.painted).to.equal(undefined);
  });

  it("replays a click on a painted control once on React's, however often it was clicked", async () => {
    const { element, reacted } = await mountWatching({ products: ['otp'], otpOptions: { methods: ['sms', 'email'] } });
    const scope = root(element);
    formsArrive(element);
    const emailTab = [...scope.querySelectorAll<HTMLButtonElement>(`${PAINTED} [role="tab"]`)].find(
      (tab) => tab.textContent === 'Email',
    )!;
    emailTab.click();
    emailTab.click();
    // Clicks from now on are the replay: React's chunk has not come yet.
    const replayed: string[] = [];
    scope.addEventListener('click', (event) =>
      replayed.push((event.target as Element).closest('button')?.textContent ?? ''),
    );
    await reacted;
    expect(replayed).to.deep.equal(['Email']);
    await waitFor(() => scope.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Email');
  });

  it('keeps what was typed in a painted field, and its focus, and React takes the text', async () => {
    const { element, reacted } = await mountWatching({
      products: ['oauth', 'emailMagicLinks'],
      oauthOptions: { providers: [{ type: 'google' }] },
    });
    const scope = root(element);
    formsArrive(element);
    const painted = scope.querySelector<HTMLInputElement>(`${PAINTED} input[type="email"]`)!;
    painted.focus();
    painted.value = 'player@example.com';
    await reacted;
    const field = scope.querySelector<HTMLInputElement>('input[type="email"]')!;
    expect(field, "the painted field is React's").to.equal(painted);
    expect(field.value).to.equal('player@example.com');
    expect((element.shadowRoot ?? document).activeElement).to.equal(field);
    // React holds the text: the form sends it.
    byText<HTMLButtonElement>(scope, 'button', 'Continue with email')!.click();
    await waitFor(
      () =>
        scope.querySelector('h2')?.textContent === 'Check your email' &&
        (scope.textContent ?? '').includes('player@example.com'),
    );
  });

  it('sends a painted form through React when its button is clicked before React, never as a page load', async () => {
    const { element, reacted } = await mountWatching({
      products: ['oauth', 'emailMagicLinks'],
      oauthOptions: { providers: [{ type: 'google' }] },
    });
    const scope = root(element);
    formsArrive(element);
    scope.querySelector<HTMLInputElement>(`${PAINTED} input[type="email"]`)!.value = 'early@example.com';
    const sent = new Promise<boolean>((resolve) =>
      scope.querySelector(`${PAINTED} form`)!.addEventListener('submit', (event) => resolve(event.defaultPrevented)),
    );
    byText<HTMLButtonElement>(scope.querySelector(PAINTED)!, 'button', 'Continue with email')!.click();
    expect(await sent, 'the browser does not send the painted form').to.equal(true);
    await reacted;
    await waitFor(
      () =>
        scope.querySelector('h2')?.textContent === 'Check your email' &&
        (scope.textContent ?? '').includes('early@example.com'),
    );
  });

  itNavigating('starts the sign-in of a painted button clicked before React', async () => {
    const navigations = interceptNavigations();
    const { element } = await mountWatching({
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'google' }] },
    });
    root(element).querySelector<HTMLButtonElement>(`${PAINTED} [part~="oauth-button-google"]`)!.click();
    // The page is leaving: React, which renders at the first touch, is not woken by this press.
    const started = new URL(await waitFor(() => navigations.find((url) => url.includes('/oauth/'))));
    expect(started.pathname).to.equal('/v1/public/oauth/google/start');
  });
});
