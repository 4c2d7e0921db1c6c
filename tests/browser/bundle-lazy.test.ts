// Optional code is fetched only when the configuration needs it.
import { expect } from 'chai';
import { addModuleScript, courtLogin, GOOGLE_ONLY, requestedScripts, waitFor, waitForButton, widgetRoot, type BundleInfo, serverCommand } from './support/embed.ts';

describe('lazy chunks of court-login.js', () => {
  let info: BundleInfo;
  let providerUrl: string;

  before(async () => {
    info = await serverCommand<BundleInfo>('bundle-info');
    providerUrl = await serverCommand<string>('provider-url');
  });

  it('keeps the phone metadata out of court-login.js', () => {
    expect(info.phoneChunks, 'a lazy chunk holds libphonenumber-js').to.have.length.greaterThan(0);
    expect(info.phoneChunks).to.not.include('court-login.js');
  });

  it('does not fetch the phone metadata for a Google-only widget', async () => {
    const element = courtLogin({ providerUrl, config: GOOGLE_ONLY });
    document.body.append(element);
    await addModuleScript(`${info.corsUrl}/court-login.js`);
    await waitForButton(element, 'Continue with Google');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requestedScripts(info.corsUrl), 'no optional chunk at all').to.deep.equal(['court-login.js']);
  });

  it('fetches the phone metadata once a text-message form is configured', async () => {
    const element = courtLogin({ providerUrl, config: { products: ['otp'], otpOptions: { methods: ['sms'] } } });
    document.body.append(element);
    await waitForButton(element, 'Continue with text message');
    await waitFor(() => info.phoneChunks.every((chunk) => requestedScripts(info.corsUrl).includes(chunk)), 'the phone metadata chunk');
    expect(widgetRoot(element).querySelector('input[type="tel"]'), 'the phone input').to.not.equal(null);
  });
});
