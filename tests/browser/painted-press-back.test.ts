// Back from the provider after a press on a painted provider button, while React's chunk is held: the
// browser shows the page from its back/forward cache as it was left (`pageshow` with `persisted`),
// and the button works again. Without it, the button stayed busy and every press did nothing, as
// the painted screen still held the press it had started. Shadow and light DOM.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { cleanup, interceptNavigations, waitFor } from './support/element.ts';
import { itNavigating } from './support/engines.ts';
import { paintElement, providerButton } from './support/painted.ts';

const GOOGLE_ONLY = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } };
const pathOf = (url: string) => new URL(url).pathname;

describe('back from the provider to a painted screen', function () {
  // Each test waits for the painted screen's first build (support/painted.ts) before its own steps.
  this.timeout(60_000);
  const navigations = interceptNavigations();
  before(() => executeServerCommand('hold-module', '/element/react-renderer.ts'));
  after(async () => {
    await executeServerCommand('release-modules');
    cleanup();
  });

  for (const shadow of [true, false]) {
    itNavigating(
      `the painted button works again, and starts the sign-in anew (${shadow ? 'Shadow' : 'light'} DOM)`,
      async () => {
        const element = await paintElement(GOOGLE_ONLY, shadow);
        const google = providerButton(element, 'google')!;
        const before = navigations.length;
        google.click();
        await waitFor(() => navigations[before]);
        expect(google.getAttribute('aria-busy')).to.equal('true');
        window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
        expect(google.hasAttribute('aria-busy'), 'no longer busy').to.equal(false);
        google.click();
        await waitFor(() => navigations[before + 1]);
        expect(navigations.slice(before).map(pathOf)).to.deep.equal([
          '/v1/public/oauth/google/start',
          '/v1/public/oauth/google/start',
        ]);
        expect(providerButton(element, 'google'), 'the same painted node, React still held').to.equal(google);
      },
    );
  }
});
