// Google One Tap through the local provider's stand-in of Google's identity script, in Shadow and
// light DOM. Its own file (own page): One Tap start is cached per page.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { byText, cleanup, interceptNavigations, mount, recordEvents, root, waitFor } from './support/element.ts';
import { holdRequests } from './support/provider.ts';
import { itIn, itNavigating } from './support/engines.ts';
import { chooser, configureGoogleClient, DOM_MODES, oneTapConfig, removeChoosers } from './support/one-tap.ts';

const navigations = interceptNavigations();

describe('<court-login> Google One Tap', () => {
  before(() => configureGoogleClient());
  after(() => executeServerCommand('provider-reset'));
  afterEach(() => {
    cleanup();
    removeChoosers();
  });

  for (const dom of DOM_MODES) {
    describe(`${dom} DOM`, () => {
      itNavigating(
        'shows the stand-in prompt, and choosing an account goes to the returned redirect_url with an OAuth token',
        async () => {
          const before = navigations.length;
          const element = await mount({ config: await oneTapConfig(dom, { position: 'floating' }) });
          const prompt = await waitFor(chooser);
          expect(prompt.dataset.gsiStandIn).to.equal('floating');
          expect(
            byText(root(element), 'button', 'Continue with Google') !== undefined,
            'the "Continue with Google" button',
          ).to.equal(true);
          byText<HTMLButtonElement>(prompt, 'button', 'Continue as Ace Serverace@court-login.local')!.click();
          const url = new URL(await waitFor(() => navigations[before]));
          expect(`${url.origin}${url.pathname}`).to.equal('http://localhost:5173/authenticate');
          expect(url.searchParams.get('stytch_token_type')).to.equal('oauth');
          expect(url.searchParams.get('token')).to.be.a('string').and.not.empty;
          expect(chooser() === null, 'the chooser has gone').to.equal(true);
        },
      );

      it('embedded, sits in a container that starts at 47px with a spinner and grows to its content', async () => {
        // Google's script answers late: the container waits at 47px with its spinner.
        const script = await holdRequests('/gsi/client');
        const element = await mount({ config: await oneTapConfig(dom, { position: 'embeddedOnly' }) });
        const scope = root(element);
        const container = await waitFor(() => scope.querySelector<HTMLElement>('.court-one-tap'));
        await script.arrived();
        expect(container.getBoundingClientRect().height).to.equal(47);
        expect(container.querySelector('.court-spinner') !== null, 'a spinner in the container').to.equal(true);
        await script.release();
        const prompt = await waitFor(chooser);
        expect(prompt.dataset.gsiStandIn).to.equal('embedded');
        const mountNode = prompt.parentElement!;
        if (dom === 'shadow') {
          // The mount node is in the light DOM, projected through the container's slot.
          expect(mountNode.parentElement === element, 'the mount node is a child of <court-login>').to.equal(true);
          expect(
            mountNode.assignedSlot?.parentElement === container,
            "the mount node is projected into the container's slot",
          ).to.equal(true);
        } else {
          expect(container.contains(prompt)).to.equal(true);
        }
        const content = prompt.getBoundingClientRect().height;
        expect(content).to.be.greaterThan(47);
        await waitFor(() => Math.abs(container.getBoundingClientRect().height - content) < 1);
        expect(container.querySelector('.court-spinner') === null, 'the spinner has gone').to.equal(true);
        expect(
          document.getElementById(mountNode.id) === mountNode,
          'the mount node is found by its id in the document',
        ).to.equal(true);
      });

      itNavigating(
        'embedded, signing in shows the spinner again until the browser leaves for redirect_url',
        async () => {
          const before = navigations.length;
          const element = await mount({ config: await oneTapConfig(dom, { position: 'embeddedOnly' }) });
          const prompt = await waitFor(chooser);
          byText<HTMLButtonElement>(prompt, 'button', 'Continue as Ace Serverace@court-login.local')!.click();
          const url = new URL(await waitFor(() => navigations[before]));
          expect(url.searchParams.get('stytch_token_type')).to.equal('oauth');
          const spinner = await waitFor(() => root(element).querySelector('.court-one-tap .court-spinner'));
          expect(spinner.getAttribute('aria-label')).to.equal('Signing in with Google');
        },
      );

      itIn('chromium')(
        "default position (embedded): Chromium has FedCM, so Google's prompt is the browser's own, floating",
        async () => {
          expect('IdentityCredential' in window).to.equal(true);
          const element = await mount({ config: await oneTapConfig(dom) });
          const prompt = await waitFor(chooser);
          expect(prompt.dataset.gsiStandIn).to.equal('floating');
          expect(root(element).querySelector('.court-one-tap') === null, 'no One Tap container').to.equal(true);
        },
      );

      for (const [outcome, type, reason] of [
        ['dismissed', 'one_tap_dismissed', 'flow_restarted'],
        ['skipped', 'one_tap_skipped', 'auto_cancel'],
        ['not_displayed', 'one_tap_not_displayed', 'suppressed_by_user'],
        ['user_cancel', 'one_tap_cancel', 'user_cancel'],
      ] as const) {
        it(`reports ${outcome} as the court-event ${type}`, async () => {
          const events = recordEvents('court-event', 'court-error');
          await mount({ config: await oneTapConfig(dom, { outcome, position: 'floating' }) });
          const event = await waitFor(() =>
            events.find((seen) => seen.type === 'court-event' && seen.detail.type.startsWith('one_tap_')),
          );
          expect(event.detail).to.deep.equal({ type, data: { reason } });
          expect(events.filter((seen) => seen.type === 'court-error')).to.deep.equal([]);
        });
      }

      itNavigating('closing the embedded chooser is user_cancel, and the Google button still works', async () => {
        const before = navigations.length;
        const events = recordEvents('court-event');
        const element = await mount({ config: await oneTapConfig(dom, { position: 'embeddedOnly' }) });
        const prompt = await waitFor(chooser);
        prompt.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
        await waitFor(() => events.find((seen) => seen.detail.type === 'one_tap_cancel'));
        await waitFor(() => root(element).querySelector('.court-one-tap') === null);
        byText<HTMLButtonElement>(root(element), 'button', 'Continue with Google')!.click();
        const url = new URL(await waitFor(() => navigations[before]));
        expect(url.pathname).to.equal('/v1/public/oauth/google/start');
      });
    });
  }
});
