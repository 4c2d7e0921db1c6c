// The password product's code (flow, screens, reset mode) is fetched only when the configuration
// lists passwords or the element is in reset-password mode.
import { expect } from 'chai';
import {
  addModuleScript,
  courtLogin,
  requestedScripts,
  serverCommand,
  waitFor,
  waitForButton,
  type BundleInfo,
} from './support/embed.ts';

describe('password chunks of court-login.js', () => {
  let info: BundleInfo;
  let providerUrl: string;

  before(async () => {
    info = await serverCommand<BundleInfo>('bundle-info');
    providerUrl = await serverCommand<string>('provider-url');
  });
  afterEach(() => document.querySelectorAll('court-login').forEach((element) => element.remove()));

  const requested = () => info.passwordChunks.filter((chunk) => requestedScripts(info.corsUrl).includes(chunk));

  it('keeps the password code out of court-login.js', () => {
    expect(info.passwordChunks).to.have.length.greaterThan(0);
    expect(info.passwordChunks).to.not.include('court-login.js');
  });

  it('does not fetch it for other products, and fetches it once passwords are configured', async () => {
    const other = courtLogin({
      providerUrl,
      config: {
        products: ['oauth', 'otp'],
        oauthOptions: { providers: [{ type: 'google' }] },
        otpOptions: { methods: ['email'] },
      },
    });
    document.body.append(other);
    await addModuleScript(`${info.corsUrl}/court-login.js`);
    await waitForButton(other, 'Continue with email');
    expect(requested(), 'with oauth and otp').to.deep.equal([]);

    const element = courtLogin({ providerUrl, config: { products: ['passwords'] } });
    document.body.append(element);
    await waitFor(() => element.querySelector('input[autocomplete="username"]'), 'the password email field');
    await waitFor(() => requested().some((chunk) => chunksOfFlow(info).includes(chunk)), 'the password flow chunk');
  });
});

/** The chunk(s) with the flow slice: loaded when the product is configured. */
function chunksOfFlow(info: BundleInfo): string[] {
  return info.passwordChunks;
}
