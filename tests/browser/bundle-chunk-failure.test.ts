// A chunk that cannot be downloaded (a network failure, or a redeploy that removed it) never leaves the
// element blank: the mode that needed it shows an error, and the Google button stays.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import {
  addModuleScript,
  courtLogin,
  GOOGLE_ONLY,
  serverCommand,
  waitFor,
  widgetRoot,
  type BundleInfo,
} from './support/embed.ts';

describe('a lazy chunk that cannot load', () => {
  let info: BundleInfo;
  let providerUrl: string;

  before(async () => {
    info = await serverCommand<BundleInfo>('bundle-info');
    providerUrl = await serverCommand<string>('provider-url');
    const files = info.modeChunks;
    expect(files).to.have.length(3);
    await executeServerCommand('bundle-remove-chunks', { files });
    await addModuleScript(`${info.corsUrl}/court-login.js`);
  });
  // The bundle server is shared by every test file.
  after(() => serverCommand('bundle-restore-chunks'));

  for (const mode of ['passkey-registration', 'reset-password', 'oauth-authorize']) {
    it(`${mode}: shows an error instead of a blank element`, async () => {
      const element = courtLogin({
        providerUrl,
        config: { products: ['otp', 'passkeys', 'passwords'], otpOptions: { methods: ['email'] } },
      });
      element.setAttribute('mode', mode);
      document.body.append(element);
      const alert = await waitFor(() => widgetRoot(element).querySelector('[role="alert"]'), 'the error');
      expect(alert.textContent).to.equal('Something went wrong. Please try again.');
      expect(element.isConnected).to.equal(true);
      element.remove();
    });
  }

  it('a language whose table cannot load: the widget speaks English instead of staying blank', async () => {
    expect(info.languageTableChunks).to.have.length(1);
    await executeServerCommand('bundle-remove-chunks', { files: info.languageTableChunks });
    const element = courtLogin({ providerUrl, config: GOOGLE_ONLY });
    element.setAttribute('locale', 'fr');
    document.body.append(element);
    const button = await waitFor(
      () => widgetRoot(element).querySelector('[part~="oauth-button-google"]'),
      'the Google button',
    );
    expect(button.textContent).to.equal('Continue with Google');
    element.remove();
  });
});
