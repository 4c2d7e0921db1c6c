// A painted first screen that is all of React's first render stays the painter's until the
// visitor's first touch of the widget (element/first-touch.ts): React's chunk comes as the element
// mounts, but renders the screen only at a pointer over it, a press, the focus, a key, or a change the
// painted screen cannot show (an attribute, the page's language). The screen is told of once, as
// it is painted. A click that is the first touch (the email tab) does what it says once React is in.
import { expect } from 'chai';
import { cleanup, interceptNavigations, recordEvents, root, touchWidget, waitFor } from './support/element.ts';
import { itNavigating } from './support/engines.ts';
import { PAINTED, paintElement, providerButton } from './support/painted.ts';

const GOOGLE = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } };
const FORMS = {
  products: ['oauth', 'otp', 'emailMagicLinks'],
  oauthOptions: { providers: [{ type: 'google' }] },
  otpOptions: { methods: ['sms'] },
};
/** A provider whose mark comes with React's render: React renders at once. */
const GITHUB = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] } };

const reacts = (element: HTMLElement) =>
  !!root(element).querySelector('.court-root:not([data-court-painted])') && !root(element).querySelector(PAINTED);

describe('the first touch of a painted screen', function () {
  // The painted screen's first build (support/painted.ts) comes before the test's own steps.
  this.timeout(60_000);
  afterEach(() => {
    cleanup();
    document.documentElement.lang = 'en';
  });

  for (const shadow of [true, false]) {
    const dom = shadow ? 'Shadow' : 'light';
    it(`stays painted until touched, while a touched one beside it becomes React's (${dom} DOM)`, async () => {
      const untouched = await paintElement(GOOGLE, shadow);
      const touched = await paintElement(GOOGLE, shadow);
      const button = root(touched).querySelector(`${PAINTED} [part~="oauth-button-google"]`);
      touchWidget(touched);
      // The same chunk, asked for by both as they mounted: the touched one's screen is React's...
      await waitFor(() => reacts(touched), 30_000);
      expect(root(touched).querySelector('[part~="oauth-button-google"]'), 'the same button').to.equal(button);
      // ...and the untouched one's is still the painter's.
      expect(reacts(untouched)).to.equal(false);
      touchWidget(untouched);
      await waitFor(() => reacts(untouched));
    });

    it(`shows the email form when its tab is the first touch (${dom} DOM)`, async () => {
      const element = await paintElement(FORMS, shadow, 'form');
      const tab = [...root(element).querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
        (found) => found.textContent?.trim() === 'Email',
      )!;
      tab.click();
      await waitFor(() => root(element).querySelector('input[type="email"]'), 30_000);
      expect(tab.getAttribute('aria-selected')).to.equal('true');
      expect(reacts(element)).to.equal(true);
    });
  }

  itNavigating(
    "leaves a provider button's press to the painted screen: its sign-in starts, React stays asleep",
    async () => {
      const navigations = interceptNavigations();
      const element = await paintElement(GOOGLE, true);
      const google = providerButton(element, 'google')!;
      google.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
      google.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      google.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true }));
      google.click();
      const started = new URL(await waitFor(() => navigations[0], 30_000));
      expect(started.pathname).to.equal('/v1/public/oauth/google/start');
      // Still the painter's, still pressed: the page is leaving, and React would show the button idle.
      for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
      expect(reacts(element)).to.equal(false);
      expect(google.getAttribute('aria-busy')).to.equal('true');
      expect(navigations).to.have.length(1);
    },
  );

  it('renders at once a change the painted screen cannot show: an attribute, the page language', async () => {
    const byAttribute = await paintElement(GOOGLE, true);
    byAttribute.setAttribute('locale', 'es');
    await waitFor(() => root(byAttribute).textContent?.includes('Continuar con Google'), 30_000);

    const byLanguage = await paintElement(GOOGLE, true);
    document.documentElement.lang = 'fr';
    await waitFor(() => root(byLanguage).textContent?.includes('Continuer avec Google'), 30_000);
  });

  it('renders at once a screen whose marks come with React', async () => {
    const element = await paintElement(GITHUB, true);
    await waitFor(() => reacts(element), 30_000);
  });

  it('tells of the screen once, as it is painted', async () => {
    const events = recordEvents('court-event');
    const element = await paintElement(GOOGLE, true);
    await waitFor(() => events.length > 0);
    expect(reacts(element), 'before React').to.equal(false);
    touchWidget(element);
    await waitFor(() => reacts(element), 30_000);
    // React's effects run by the frame after its commit: anything it told would have come by then.
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    expect(events.map((event) => event.detail.type)).to.deep.equal(['render_login_screen']);
  });
});
