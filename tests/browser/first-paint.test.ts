// The first screen painted before React (src/paint/): the same nodes as React's first render for
// the first screen of every gallery configuration, in Shadow and light DOM; replaced in the frame of
// React's first commit; focus and a click on a painted button carried over to React's.
import { expect } from 'chai';
import { GALLERY_SCREENS } from '../../demo/gallery/screens.ts';
import { lastUsedKey } from '../../src/session/last-used.ts';
import { cleanup, interceptNavigations, PUBLIC_TOKEN, providerUrl, root, waitFor } from './support/element.ts';
import { itNavigating } from './support/engines.ts';

const PAINTED = '[data-court-painted]';

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
    const attributes = [...current.attributes]
      .filter((attribute) => attribute.name !== 'data-court-painted')
      .map((attribute) => {
        const value = attribute.name === 'id' || attribute.name === 'aria-describedby' ? id(attribute.value)
          : attribute.name === 'clip-path' ? `url(#${id(attribute.value.slice(5, -1))})`
            : attribute.value;
        return `${attribute.name}=${JSON.stringify(value)}`;
      })
      .sort();
    return `<${current.localName} ${attributes.join(' ')}>${[...current.childNodes].map(walk).join('')}</${current.localName}>`;
  };
  return walk(node);
}

interface Mounted {
  element: HTMLElement;
  painted: string | undefined;
  reacted: Promise<string>;
}

/** Appends the element; what it painted at once, and React's root as its first commit made it. */
async function mountWatching(config: Record<string, unknown>, lastUsed?: string): Promise<Mounted> {
  if (lastUsed) localStorage.setItem(lastUsedKey(PUBLIC_TOKEN), lastUsed);
  const element = document.createElement('court-login');
  element.setAttribute('public-token', PUBLIC_TOKEN);
  element.setAttribute('provider-url', await providerUrl());
  element.setAttribute('config', JSON.stringify(config));
  document.body.append(element);
  const scope = root(element);
  const painted = scope.querySelector(PAINTED);
  const reacted = new Promise<string>((resolve) => {
    const observer = new MutationObserver(() => {
      const rendered = scope.querySelector('.court-root:not([data-court-painted])');
      if (!rendered) return;
      observer.disconnect();
      resolve(shape(rendered));
    });
    observer.observe(scope, { childList: true });
  });
  return { element, painted: painted ? shape(painted) : undefined, reacted };
}

const firstScreens = GALLERY_SCREENS.filter((screen) => !screen.mode && screen.id !== 'config-error');

describe('the first screen painted before React', () => {
  afterEach(cleanup);

  for (const screen of firstScreens) {
    for (const shadow of [true, false]) {
      it(`${screen.id}, ${shadow ? 'Shadow' : 'light'} DOM: the painted nodes are React's first render`, async () => {
        const { painted, reacted } = await mountWatching({ ...screen.config, enableShadowDOM: shadow }, screen.lastUsed);
        expect(painted, 'painted before React').to.be.a('string');
        expect(painted).to.equal(await reacted);
      });
    }
  }

  it('is gone once React has rendered: one root, React\'s', async () => {
    const { element, reacted } = await mountWatching(firstScreens[0]!.config);
    await reacted;
    expect(root(element).querySelectorAll('.court-root').length).to.equal(1);
    expect(root(element).querySelector(PAINTED)).to.equal(null);
  });

  it('moves the focus from a painted button to React\'s same button', async () => {
    const config = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] } };
    const { element, reacted } = await mountWatching(config);
    root(element).querySelector<HTMLElement>(`${PAINTED} [part~="oauth-button-github"]`)!.focus();
    await reacted;
    const focused = (element.shadowRoot ?? document).activeElement;
    expect(focused?.getAttribute('part')).to.equal('button oauth-button oauth-button-github');
    expect(focused?.closest(PAINTED)).to.equal(null);
  });

  it('paints nothing where React\'s first render differs: another language, a configuration problem', async () => {
    const spanish = await mountWatching({ products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] }, locale: 'es' });
    expect(spanish.painted).to.equal(undefined);
    const broken = await mountWatching({ products: ['passkeys'] });
    expect(broken.painted).to.equal(undefined);
  });

  it('replays a click on a painted button once on React\'s, however often it was clicked', async () => {
    const { element, reacted } = await mountWatching({ products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] } });
    const scope = root(element);
    const reactClicks: string[] = [];
    scope.addEventListener('click', (event) => {
      const target = event.target as Element;
      if (!target.closest(PAINTED)) reactClicks.push(target.closest('button')?.getAttribute('part') ?? '');
    }, true);
    const painted = scope.querySelector<HTMLButtonElement>(`${PAINTED} [part~="oauth-button-github"]`)!;
    painted.click();
    painted.click();
    await reacted;
    expect(reactClicks).to.deep.equal(['button oauth-button oauth-button-github']);
  });

  itNavigating('starts the sign-in of a painted button clicked before React', async () => {
    const navigations = interceptNavigations();
    const { element, reacted } = await mountWatching({ products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } });
    root(element).querySelector<HTMLButtonElement>(`${PAINTED} [part~="oauth-button-google"]`)!.click();
    await reacted;
    const started = new URL(await waitFor(() => navigations[0]));
    expect(started.pathname).to.equal('/v1/public/oauth/google/start');
  });
});
