// A press on a painted provider button that React takes over in the middle of: the start waits for
// the project settings court-login.js asked for as the element mounted, held at the provider; React's
// chunk comes meanwhile and takes the screen over, and its own provider buttons start nothing while the
// press's start is on its way; once the settings are in, the sign-in of the press starts, once, and
// React replays nothing. Shadow and light DOM in one test: the settings are asked for once per page.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { cleanup, interceptNavigations, root, waitFor } from './support/element.ts';
import { itNavigating } from './support/engines.ts';
import { PAINTED, paintElement, providerButton } from './support/painted.ts';
import { holdRequests, type HeldRequests } from './support/provider.ts';

const CONFIG = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] } };
const REACT = '/element/react-renderer.ts';
const pathOf = (url: string) => new URL(url).pathname;

describe('a press on a painted provider button as React takes over', function () {
  // The painted screen's first build (support/painted.ts) comes before the test's own steps.
  this.timeout(60_000);
  const navigations = interceptNavigations();
  let settings: HeldRequests;
  before(async () => {
    await executeServerCommand('hold-module', REACT);
    settings = await holdRequests('/sdk/v1/projects/bootstrap/*', { method: 'GET' });
  });
  after(async () => {
    await executeServerCommand('release-modules');
    await settings.release();
    await executeServerCommand('provider-reset');
    cleanup();
  });

  itNavigating(
    'starts its sign-in once the settings are in, and React replays nothing (Shadow and light DOM)',
    async () => {
      const elements = [await paintElement(CONFIG, true), await paintElement(CONFIG, false)];
      await settings.arrived();
      for (const element of elements) providerButton(element, 'github')!.click();
      await executeServerCommand('release-modules', REACT);
      for (const element of elements)
        await waitFor(() => !root(element).querySelector(PAINTED) && providerButton(element, 'github', false));
      // React's buttons now, the pressed one still showing it works: a press on any would start a second sign-in.
      for (const element of elements) {
        const github = providerButton(element, 'github', false)!;
        expect(github.getAttribute('aria-busy')).to.equal('true');
        github.click();
        providerButton(element, 'google', false)!.click();
      }
      expect(navigations, 'nothing before the settings are in').to.deep.equal([]);

      await settings.release();
      await waitFor(() => navigations.length >= 2);
      // Then React's own button: a replayed press would start GitHub's sign-in again, and hold the buttons meanwhile.
      for (const [index, element] of elements.entries()) {
        const google = providerButton(element, 'google', false)!;
        await waitFor(() => google.getAttribute('aria-disabled') !== 'true');
        google.click();
        await waitFor(() => navigations.length > 2 + index);
      }
      expect(navigations.map(pathOf)).to.deep.equal([
        '/v1/public/oauth/github/start',
        '/v1/public/oauth/github/start',
        '/v1/public/oauth/google/start',
        '/v1/public/oauth/google/start',
      ]);
    },
  );
});
