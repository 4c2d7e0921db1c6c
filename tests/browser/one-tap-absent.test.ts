// Nothing of One Tap loads unless the config is Google alone with one_tap (docs/specification.md#one-tap): no script, no
// One Tap start, no One Tap chunk. Its own file (own page), so no earlier test loaded any of it.
import { expect } from 'chai';
import { byText, cleanup, mount, root, waitFor } from './support/element.ts';
import { configureGoogleClient, DOM_MODES, oneTapConfig, requestsTo } from './support/one-tap.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('<court-login> without One Tap', () => {
  before(() => configureGoogleClient());
  afterEach(cleanup);

  for (const dom of DOM_MODES) {
    for (const [name, change] of [
      ['two providers', (config: any) => config.oauthOptions.providers.push({ type: 'github' })],
      [
        'two products',
        (config: any) => {
          config.products.push('otp');
          config.otpOptions = { methods: ['email'] };
        },
      ],
      ['one_tap off', (config: any) => (config.oauthOptions.providers[0].one_tap = false)],
      ['a provider other than Google', (config: any) => (config.oauthOptions.providers[0].type = 'github')],
    ] as const) {
      it(`${dom} DOM, ${name}: no request to the script URL or One Tap start, no One Tap chunk`, async () => {
        const config = await oneTapConfig(dom, { position: 'embeddedOnly' });
        change(config);
        const element = await mount({ config });
        // The Court and the configured products have loaded: the widget is done starting.
        await waitFor(() =>
          byText(
            root(element),
            'button',
            name === 'a provider other than Google' ? 'Continue with GitHub' : 'Continue with Google',
          ),
        );
        await waitFor(() => requestsTo('/sdk/v1/projects/bootstrap/').length > 0);
        if (name === 'two products') await waitFor(() => byText(root(element), 'button', 'Continue with email'));
        await settle();
        expect(requestsTo('/gsi/')).to.deep.equal([]);
        expect(requestsTo('/onetap/')).to.deep.equal([]);
        // The lead that decides whether One Tap shows is in the entry; nothing else of its folder may load.
        expect(
          requestsTo('products/one-tap/').filter((url) => !new URL(url).pathname.endsWith('/one-tap/lead.tsx')),
        ).to.deep.equal([]);
        expect(requestsTo('products/one-tap/lead.tsx').length > 0, "the test sees the folder's requests").to.equal(
          true,
        );
        expect(root(element).querySelector('.court-one-tap') === null, 'no One Tap container').to.equal(true);
        expect((window as { google?: unknown }).google).to.equal(undefined);
      });
    }
  }
});
