// court-login.js loaded from another origin, as a third-party page does.
import { expect } from 'chai';
import {
  addModuleScript,
  courtLogin,
  GOOGLE_ONLY,
  waitForButton,
  type BundleInfo,
  serverCommand,
} from './support/embed.ts';

describe('court-login.js from another origin', () => {
  let info: BundleInfo;
  let providerUrl: string;

  before(async () => {
    info = await serverCommand<BundleInfo>('bundle-info');
    providerUrl = await serverCommand<string>('provider-url');
  });

  it('is refused by the browser when the origin sends no Access-Control-Allow-Origin', async () => {
    expect(new URL(info.plainUrl).origin).to.not.equal(location.origin);
    let failure: unknown;
    await addModuleScript(`${info.plainUrl}/court-login.js`).catch((error: unknown) => (failure = error));
    expect(failure, 'module scripts are CORS requests').to.be.an('error');
    expect(customElements.get('court-login')).to.equal(undefined);
  });

  it('defines <court-login> and renders the sign-in buttons when the origin allows it', async () => {
    expect(new URL(info.corsUrl).origin).to.not.equal(location.origin);
    const element = courtLogin({ providerUrl, config: GOOGLE_ONLY });
    document.body.append(element);
    await addModuleScript(`${info.corsUrl}/court-login.js`);
    expect(customElements.get('court-login')).to.be.a('function');
    const button = await waitForButton(element, 'Continue with Google');
    expect(button.getRootNode() === element.shadowRoot, "the button is in the element's shadow root").to.equal(true);
    element.remove();
  });
});
