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

  const requested = (chunks: string[]) => chunks.filter((chunk) => requestedScripts(info.corsUrl).includes(chunk));

  it('keeps the phone metadata, the passkey and the wallet code out of court-login.js', () => {
    for (const chunks of [info.phoneChunks, info.passkeyChunks, info.walletChunks]) {
      expect(chunks, 'lazy chunks hold them').to.have.length.greaterThan(0);
      expect(chunks).to.not.include('court-login.js');
    }
  });

  it('does not fetch the phone metadata for a Google-only widget', async () => {
    const element = courtLogin({ providerUrl, config: GOOGLE_ONLY });
    document.body.append(element);
    await addModuleScript(`${info.corsUrl}/court-login.js`);
    await waitForButton(element, 'Continue with Google');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requestedScripts(info.corsUrl), 'no optional chunk at all').to.deep.equal(['court-login.js']);
  });

  it('fetches the passkey code, and only it, once passkeys are configured', async () => {
    const element = courtLogin({ providerUrl, config: { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'google' }] } } });
    document.body.append(element);
    await waitForButton(element, 'Login with a Passkey');
    await waitFor(() => requested(info.passkeyChunks).length === info.passkeyChunks.length, 'the passkey chunk');
    expect(requested([...info.walletChunks, ...info.phoneChunks])).to.deep.equal([]);
  });

  it('fetches the wallet code, and not the phone metadata, once wallets are configured', async () => {
    const element = courtLogin({ providerUrl, config: { products: ['oauth', 'crypto'], oauthOptions: { providers: [{ type: 'google' }] } } });
    document.body.append(element);
    await waitFor(() => widgetRoot(element).textContent?.includes('Set up a new crypto wallet'), 'the wallet set-up link');
    await waitFor(() => requested(info.walletChunks).length === info.walletChunks.length, 'the wallet chunk');
    expect(requested(info.phoneChunks)).to.deep.equal([]);
  });

  it('fetches the phone metadata once a text-message form is configured', async () => {
    const element = courtLogin({ providerUrl, config: { products: ['otp'], otpOptions: { methods: ['sms'] } } });
    document.body.append(element);
    await waitForButton(element, 'Continue with text message');
    await waitFor(() => requested(info.phoneChunks).length === info.phoneChunks.length, 'the phone metadata chunk');
    expect(widgetRoot(element).querySelector('input[type="tel"]'), 'the phone input').to.not.equal(null);
  });
});
