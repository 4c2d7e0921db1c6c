// A press on a painted provider button needs neither React's chunk nor the Court's, both held at the
// test server: court-login.js asks for the project settings as the element mounts (held at the provider, then
// let go) and starts the sign-in from them, with a PKCE challenge whose verifier the page kept. The
// Court, once it comes, takes that very answer instead of asking the provider again (it caches the
// settings only from an answer of its own requests; a request of its own would be held at the
// provider, and would keep the cache empty).
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { heldRequests } from '../../testing/holds.ts';
import { cleanup, interceptNavigations, PUBLIC_TOKEN, root, waitFor } from './support/element.ts';
import { itNavigating } from './support/engines.ts';
import { expectGitHubStarted, PAINTED, paintElement, providerButton } from './support/painted.ts';
import { holdRequests, providerUrl, type HeldRequests } from './support/provider.ts';

const CONFIG = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] } };
const SETTINGS = '/sdk/v1/projects/bootstrap/*';
const CACHED_SETTINGS = `stytch_sdk_state_${PUBLIC_TOKEN}::bootstrap`;

describe("a press on a painted provider button before React's and the Court's chunks", function () {
  // The painted screen's first build (support/painted.ts) comes before the test's own steps.
  this.timeout(60_000);
  const navigations = interceptNavigations();
  let settings: HeldRequests;
  let first: HTMLElement;
  before(async () => {
    localStorage.removeItem(CACHED_SETTINGS);
    await executeServerCommand('hold-module', '/element/react-renderer.ts');
    await executeServerCommand('hold-module', '/src/session/court.ts');
    await executeServerCommand('provider-bootstrap', { pkce_required_for_oauth: true });
    // The first two: court-login.js's, and the Court's own if it asked again.
    settings = await holdRequests(SETTINGS, { method: 'GET', times: 2 });
    // The first element on the page asks; the next ones go by the same answer.
    first = await paintElement(CONFIG, true);
    await settings.arrived();
  });
  after(async () => {
    await executeServerCommand('release-modules');
    await settings.release();
    await executeServerCommand('provider-reset');
    cleanup();
  });

  for (const shadow of [true, false]) {
    itNavigating(
      `starts the sign-in from the settings court-login.js asked for (${shadow ? 'Shadow' : 'light'} DOM)`,
      async () => {
        const element = shadow ? first : await paintElement(CONFIG, shadow);
        const events: unknown[] = [];
        element.addEventListener('court-event', (event) => events.push((event as CustomEvent).detail));
        const before = navigations.length;
        providerButton(element, 'github')!.click();
        await settings.release();
        await expectGitHubStarted(await waitFor(() => navigations[before]), events);
        expect(navigations.length, 'once').to.equal(before + 1);
        expect(root(element).querySelector(PAINTED), "React's and the Court's chunks are still held").to.not.equal(
          null,
        );
      },
    );
  }

  it('leaves the Court that answer: the provider is asked for the settings once', async () => {
    expect(localStorage.getItem(CACHED_SETTINGS), 'no Court yet').to.equal(null);
    // Let go here too where the tests above could not run (WebKit's driver cannot hold a navigation).
    await settings.release();
    await executeServerCommand('release-modules');
    await waitFor(() => localStorage.getItem(CACHED_SETTINGS), 30_000);
    expect(JSON.parse(localStorage.getItem(CACHED_SETTINGS)!).pkceRequiredForOauth).to.equal(true);
    expect(await heldRequests(await providerUrl()), 'no second request').to.deep.equal([]);
  });
});
