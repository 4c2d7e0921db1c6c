// The order of a page's work must not matter: properties set before court-login.js defines the
// element, the script included twice, properties changed after the element rendered.
import { expect } from 'chai';
import {
  addModuleScript,
  findButton,
  GOOGLE_ONLY,
  PUBLIC_TOKEN,
  waitFor,
  waitForButton,
  type BundleInfo,
  serverCommand,
} from './support/embed.ts';

describe('defining <court-login>', () => {
  let info: BundleInfo;
  let providerUrl: string;
  const pageErrors: string[] = [];
  const onError = (event: ErrorEvent) => pageErrors.push(String(event.message));

  before(async () => {
    info = await serverCommand<BundleInfo>('bundle-info');
    providerUrl = await serverCommand<string>('provider-url');
    window.addEventListener('error', onError);
  });
  after(() => window.removeEventListener('error', onError));

  it('uses a config property that was set before the element was defined', async () => {
    const element = document.createElement('court-login') as HTMLElement & { config?: unknown };
    element.setAttribute('public-token', PUBLIC_TOKEN);
    element.setAttribute('provider-url', providerUrl);
    element.config = { products: ['oauth'], oauthOptions: { providers: [{ type: 'github' }] } };
    document.body.append(element);
    expect(customElements.get('court-login')).to.equal(undefined);

    await addModuleScript(`${info.corsUrl}/court-login.js`);
    await waitForButton(element, 'Continue with GitHub');
    expect(findButton(element, 'Continue with Google') === undefined, 'no "Continue with Google" button').to.equal(
      true,
    );
  });

  it('ignores the same script tag added a second time', async () => {
    const defined = customElements.get('court-login');
    await addModuleScript(`${info.corsUrl}/court-login.js`);
    expect(customElements.get('court-login')).to.equal(defined);
    expect(pageErrors).to.deep.equal([]);
  });

  it('survives a second copy of the script under another URL', async () => {
    const defined = customElements.get('court-login');
    await addModuleScript(`${info.corsUrl}/court-login.js?copy=2`);
    expect(customElements.get('court-login'), 'the first definition stays').to.equal(defined);
    expect(pageErrors).to.deep.equal([]);
    const element = document.querySelector('court-login')!;
    expect(findButton(element, 'Continue with GitHub') !== undefined, 'the "Continue with GitHub" button').to.equal(
      true,
    );
  });

  it('renders an element created after the definition, and follows later property changes', async () => {
    const element = document.createElement('court-login') as HTMLElement & { config?: unknown };
    element.setAttribute('public-token', PUBLIC_TOKEN);
    element.setAttribute('provider-url', providerUrl);
    element.config = GOOGLE_ONLY;
    document.body.append(element);
    await waitForButton(element, 'Continue with Google');

    element.config = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'discord' }] } };
    await waitForButton(element, 'Continue with Discord');
    await waitFor(() => findButton(element, 'Continue with Google'), 'the Google button to stay');
    expect(pageErrors).to.deep.equal([]);
  });
});
