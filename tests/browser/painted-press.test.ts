// A press on a painted provider button starts that provider's sign-in itself while React's chunk is
// held at the test server: one navigation to the provider's OAuth start, with a PKCE challenge whose
// verifier the page kept, and its `court-event`. Once React is in, the press is not replayed: React's
// own buttons start the next sign-in. Shadow and light DOM (painted-press-takeover.test.ts: a press
// that React takes over in the middle of).
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { cleanup, interceptNavigations, root, waitFor } from './support/element.ts';
import { itNavigating } from './support/engines.ts';
import { expectGitHubStarted, PAINTED, paintElement, providerButton } from './support/painted.ts';

const CONFIG = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] } };
const pathOf = (url: string) => new URL(url).pathname;

describe("a press on a painted provider button while React's chunk is held", function () {
  // Each test waits for the painted screen's first build (support/painted.ts) before its own steps.
  this.timeout(60_000);
  const navigations = interceptNavigations();
  const pressed: HTMLElement[] = [];
  before(async () => {
    await executeServerCommand('hold-module', '/element/react-renderer.ts');
    await executeServerCommand('provider-bootstrap', { pkce_required_for_oauth: true });
  });
  after(async () => {
    await executeServerCommand('release-modules');
    await executeServerCommand('provider-reset');
    cleanup();
  });

  for (const shadow of [true, false]) {
    itNavigating(
      `starts the sign-in once, keeps the verifier and sends the event (${shadow ? 'Shadow' : 'light'} DOM)`,
      async () => {
        const element = await paintElement(CONFIG, shadow);
        const events: unknown[] = [];
        element.addEventListener('court-event', (event) => events.push((event as CustomEvent).detail));
        const before = navigations.length;
        providerButton(element, 'github')!.click();
        await expectGitHubStarted(await waitFor(() => navigations[before]), events);
        expect(navigations.length, 'once').to.equal(before + 1);
        expect(root(element).querySelector(PAINTED), "React's chunk is still held").to.not.equal(null);
        pressed.push(element);
      },
    );
  }

  itNavigating("once React is in, nothing replays those presses: React's buttons start the next sign-in", async () => {
    expect(pressed.length, 'both elements above were pressed').to.equal(2);
    const before = navigations.length;
    await executeServerCommand('release-modules');
    for (const element of pressed) {
      // A replayed press would start GitHub's sign-in again, and hold React's buttons meanwhile.
      const google = await waitFor(
        () => !root(element).querySelector(PAINTED) && providerButton(element, 'google', false),
      );
      await waitFor(() => google.getAttribute('aria-disabled') !== 'true');
      google.click();
      await waitFor(() => navigations.length > before + pressed.indexOf(element));
    }
    expect(navigations.slice(before).map(pathOf)).to.deep.equal([
      '/v1/public/oauth/google/start',
      '/v1/public/oauth/google/start',
    ]);
  });
});
