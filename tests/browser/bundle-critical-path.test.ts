// Nothing on the network stands between court-login.js and the first screen: with a provider that
// never answers (bootstrap included) the buttons still appear, and no CSS or font is fetched.
import { expect } from 'chai';
import {
  addModuleScript,
  courtLogin,
  waitFor,
  waitForButton,
  widgetRoot,
  type BundleInfo,
  serverCommand,
} from './support/embed.ts';

const CONFIG = {
  products: ['oauth', 'otp'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
  otpOptions: { methods: ['email'] },
};

describe('the first screen with a provider that never answers', () => {
  let info: BundleInfo;
  let hangingUrl: string;

  before(async () => {
    info = await serverCommand<BundleInfo>('bundle-info');
    hangingUrl = await serverCommand<string>('hanging-provider-url');
    await addModuleScript(`${info.corsUrl}/court-login.js`);
  });

  for (const enableShadowDOM of [true, false]) {
    it(`shows the buttons and the email form (${enableShadowDOM ? 'shadow' : 'light'} DOM)`, async () => {
      const before = await serverCommand<number>('hanging-provider-requests');
      const element = courtLogin({ providerUrl: hangingUrl, config: { ...CONFIG, enableShadowDOM } });
      document.body.append(element);

      await waitForButton(element, 'Continue with Google', 3000);
      await waitForButton(element, 'Continue with GitHub', 3000);
      await waitForButton(element, 'Continue with email', 3000);
      expect(element.shadowRoot === null).to.equal(!enableShadowDOM);
      // The buttons did not wait for the provider: it was asked and has not answered.
      await waitFor(
        async () => (await serverCommand<number>('hanging-provider-requests')) > before,
        'a request to the provider',
      );
      element.remove();
    });
  }

  it('fetches no stylesheet or font and injects no <style> element', async () => {
    const element = courtLogin({ providerUrl: hangingUrl, config: CONFIG });
    document.body.append(element);
    await waitForButton(element, 'Continue with Google', 3000);

    const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
    const stylesOrFonts = resources.filter((url) => /\.(css|woff2?|ttf|otf|eot)(\?|$)/.test(new URL(url).pathname));
    expect(stylesOrFonts).to.deep.equal([]);
    const allowedOrigins = [location.origin, new URL(info.corsUrl).origin, new URL(hangingUrl).origin];
    expect(
      resources.map((url) => new URL(url).origin).filter((origin) => !allowedOrigins.includes(origin)),
    ).to.deep.equal([]);
    expect(document.querySelectorAll('style, link[rel="stylesheet"]').length, 'document').to.equal(0);
    expect(widgetRoot(element).querySelectorAll('style, link').length, 'shadow root').to.equal(0);
    expect(element.shadowRoot!.adoptedStyleSheets.length, 'styles arrive as a constructed sheet').to.be.greaterThan(0);
    element.remove();
  });
});
