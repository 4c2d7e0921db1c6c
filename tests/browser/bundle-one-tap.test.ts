// The built court-login.js fetches One Tap's code only for a config that shows One Tap, and the
// captcha code only when the project enables captcha. Its own file (own page): court-login.js loads once.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import {
  addModuleScript,
  courtLogin,
  GOOGLE_ONLY,
  requestedScripts,
  serverCommand,
  waitFor,
  waitForButton,
  type BundleInfo,
} from './support/embed.ts';

const CLIENT_ID = 'court-login-local.apps.googleusercontent.com';

describe('One Tap and captcha chunks of court-login.js', () => {
  let info: BundleInfo;
  let providerUrl: string;

  before(async () => {
    info = await serverCommand<BundleInfo>('bundle-info');
    providerUrl = await serverCommand<string>('provider-url');
    await executeServerCommand('provider-groups', { one_tap: { google_client_id: CLIENT_ID } });
  });
  after(() => executeServerCommand('provider-reset'));

  const oneTapChunks = () => requestedScripts(info.corsUrl).filter((name) => info.oneTapChunks.includes(name));
  const captchaChunks = () => requestedScripts(info.corsUrl).filter((name) => info.captchaChunks.includes(name));

  it('keeps One Tap and captcha out of court-login.js', () => {
    expect(info.oneTapChunks).to.have.length.greaterThan(0);
    expect(info.captchaChunks).to.have.length.greaterThan(0);
  });

  it("loads nothing of One Tap for Google without one_tap; loads it, and Google's script, with one_tap", async () => {
    const plain = courtLogin({ providerUrl, config: GOOGLE_ONLY });
    document.body.append(plain);
    await addModuleScript(`${info.corsUrl}/court-login.js`);
    await waitForButton(plain, 'Continue with Google');
    await waitFor(
      () => requestedScripts(info.corsUrl).some((name) => info.courtChunks.includes(name)),
      'the Court chunk',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(oneTapChunks()).to.deep.equal([]);
    expect(captchaChunks()).to.deep.equal([]);
    expect(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/gsi/'))).to.deep.equal([]);
    plain.remove();

    const withOneTap = courtLogin({
      providerUrl,
      config: {
        products: ['oauth'],
        oauthOptions: { providers: [{ type: 'google', one_tap: true, position: 'floating' }] },
        scriptUrls: { googleIdentity: `${providerUrl}/gsi/client` },
      },
    });
    document.body.append(withOneTap);
    await waitFor(() => document.querySelector('[data-gsi-stand-in]'), 'the stand-in prompt');
    expect(oneTapChunks().length).to.be.greaterThan(0);
    expect(captchaChunks()).to.deep.equal([]);
    withOneTap.remove();
    document.querySelector('[data-gsi-stand-in]')?.remove();
  });
});
