// Optional code is fetched only when the configuration needs it.
import { expect } from 'chai';
import {
  addModuleScript,
  courtLogin,
  GOOGLE_ONLY,
  isVisible,
  requestedScripts,
  waitFor,
  waitForButton,
  widgetRoot,
  type BundleInfo,
  serverCommand,
} from './support/embed.ts';

/** `performance.now()` of the first animation frame (the one painted next) that shows the button, painted or React's. */
function frameShowing(host: Element, label: string): Promise<number> {
  return new Promise((resolve) => {
    const tick = () => {
      const button = [...widgetRoot(host).querySelectorAll('button')].find(
        (candidate) => candidate.textContent?.trim() === label,
      );
      if (button && isVisible(button)) resolve(performance.now());
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** JavaScript files from `origin` whose request started before `time`. */
function scriptsRequestedBefore(origin: string, time: number): string[] {
  return performance
    .getEntriesByType('resource')
    .filter(
      (entry) =>
        entry.startTime < time && new URL(entry.name).origin === new URL(origin).origin && entry.name.endsWith('.js'),
    )
    .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? entry.name);
}

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

  // That a Google-only configuration requests no product chunk afterwards: bundle-levels.test.ts.
  // court-login.js paints the first screen and asks for React's chunk meanwhile: that request may
  // start before or after the painted frame.
  it("fetches only court-login.js (and React's chunk) before a Google-only button shows, then the Court chunk", async () => {
    expect(info.courtChunks, 'the Court has a chunk of its own').to.have.length.greaterThan(0);
    const element = courtLogin({ providerUrl, config: GOOGLE_ONLY });
    const shown = frameShowing(element, 'Continue with Google');
    document.body.append(element);
    await addModuleScript(`${info.corsUrl}/court-login.js`);
    const shownAt = await shown;
    const before = scriptsRequestedBefore(info.corsUrl, shownAt);
    expect(before[0], 'first').to.equal('court-login.js');
    expect(['court-login.js', ...info.rendererChunks], 'before the button').to.include.members(before);
    await waitFor(() => requested(info.rendererChunks).length === info.rendererChunks.length, "React's chunk");
    await waitFor(() => requested(info.courtChunks).length === info.courtChunks.length, 'the Court chunk');
  });

  it("needs nothing of React's chunk for the Court, and no lazy chunk to start a press on a painted provider button", () => {
    expect(info.courtChunks).to.have.length.greaterThan(0);
    expect(info.courtChunks).to.not.include(info.reactChunk);
    expect(info.paintedStartInEntry, 'the painted start in court-login.js').to.equal(true);
  });

  it('fetches the passkey code, and only it, once passkeys are configured', async () => {
    const element = courtLogin({
      providerUrl,
      config: { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'google' }] } },
    });
    document.body.append(element);
    await waitFor(() => requested(info.passkeyChunks).length === info.passkeyChunks.length, 'the passkey chunk');
    // A browser without WebAuthn (WebKitGTK) is offered no passkey button.
    if ('PublicKeyCredential' in window) await waitForButton(element, 'Login with a Passkey');
    expect(requested([...info.walletChunks, ...info.phoneChunks])).to.deep.equal([]);
  });

  it('fetches the passkey code for the passkey-registration mode, whatever the products', async () => {
    const element = courtLogin({ providerUrl, config: GOOGLE_ONLY });
    element.setAttribute('mode', 'passkey-registration');
    document.body.append(element);
    await waitFor(
      () => widgetRoot(element).textContent?.includes('without active user authenticated'),
      'the registration mode',
    );
    await waitFor(() => requested(info.passkeyChunks).length === info.passkeyChunks.length, 'the passkey chunk');
    expect(requested([...info.walletChunks, ...info.phoneChunks])).to.deep.equal([]);
  });

  it('fetches the consent page\'s code only for mode="oauth-authorize"', async () => {
    expect(info.authorizeChunks, 'the consent mode has a chunk of its own').to.have.length(1);
    expect(info.authorizeChunks).to.not.include('court-login.js');
    const login = courtLogin({ providerUrl, config: GOOGLE_ONLY });
    document.body.append(login);
    await waitForButton(login, 'Continue with Google');
    await waitFor(() => requested(info.courtChunks).length === info.courtChunks.length, 'the Court chunk');
    expect(requested(info.authorizeChunks), 'a login element').to.deep.equal([]);
    login.remove();
    const element = courtLogin({ providerUrl, config: GOOGLE_ONLY });
    element.setAttribute('mode', 'oauth-authorize');
    document.body.append(element);
    await waitFor(() => requested(info.authorizeChunks).length === 1, 'the consent chunk');
    // This test page's address holds no authorization request.
    await waitFor(
      () => widgetRoot(element).textContent?.includes('This request cannot be used'),
      "the consent mode's screen",
    );
    element.remove();
  });

  it('fetches the catalogue checker and the ICU parser only once a page gives a language of its own', async () => {
    expect(info.pageTextChunks, 'the parser and the checker have chunks of their own').to.have.length(2);
    expect(info.pageTextChunks).to.not.include('court-login.js');
    const english = courtLogin({ providerUrl, config: GOOGLE_ONLY });
    document.body.append(english);
    await waitForButton(english, 'Continue with Google');
    await waitFor(() => requested(info.courtChunks).length === info.courtChunks.length, 'the Court chunk');
    expect(requested(info.pageTextChunks), 'an English page').to.deep.equal([]);
    english.remove();
    const messages = { continueWithProvider: 'Fortsätt med {name}' };
    const swedish = courtLogin({
      providerUrl,
      config: { ...GOOGLE_ONLY, locale: 'sv', languages: [{ locale: 'sv', messages }] },
    });
    document.body.append(swedish);
    await waitForButton(swedish, 'Fortsätt med Google');
    expect(requested(info.pageTextChunks)).to.have.members(info.pageTextChunks);
    swedish.remove();
  });

  it('fetches the wallet code, and not the phone metadata, once wallets are configured', async () => {
    const element = courtLogin({
      providerUrl,
      config: { products: ['oauth', 'crypto'], oauthOptions: { providers: [{ type: 'google' }] } },
    });
    document.body.append(element);
    await waitFor(
      () => widgetRoot(element).textContent?.includes('Set up a new crypto wallet'),
      'the wallet set-up link',
    );
    await waitFor(() => requested(info.walletChunks).length === info.walletChunks.length, 'the wallet chunk');
    expect(requested(info.phoneChunks)).to.deep.equal([]);
  });

  it("lists every country with the form's check, and fetches the whole phone metadata only once the visitor turns to the form", async () => {
    expect(info.phoneMetadataChunks, 'the whole metadata has a chunk of its own').to.have.length(1);
    const element = courtLogin({ providerUrl, config: { products: ['otp'], otpOptions: { methods: ['sms'] } } });
    document.body.append(element);
    const button = await waitForButton(element, 'Continue with text message');
    await waitFor(() => !button.hasAttribute('aria-busy'), "the form's check");
    const countries = await waitFor(() => {
      const select = widgetRoot(element).querySelector('select');
      return select && select.options.length > 240 ? select : undefined;
    }, 'every country listed');
    // The preload asks for every chunk of the configuration in one step, the forms' with the others:
    // once React's form lists every country, a preloaded metadata chunk would have been asked for.
    // (The Court's and the error texts' may have been asked for by an earlier test of this page.)
    await waitFor(() => requested(info.afterPaintChunks).length === info.afterPaintChunks.length, 'the later chunks');
    expect(requested(info.phoneMetadataChunks), 'before the visitor turns to the form').to.deep.equal([]);

    countries.focus();
    await waitFor(
      () => requested(info.phoneMetadataChunks).length === 1,
      'the phone metadata chunk, once the country list has the focus',
    );
  });
});
