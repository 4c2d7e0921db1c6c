// Captcha when the provider does not answer bootstrap at first: the widget cannot know yet whether the
// project wants captcha, so it asks again at the submit and sends a token then. Its own file (own
// page): the page's Court fetches the project settings once it has them.
import { expect } from 'chai';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { byText, cleanup, mount, providerUrl, root, waitFor } from './support/element.ts';
import { latestMessage } from './support/inbox.ts';
import { addFault, PUBLIC_TOKEN } from './support/provider.ts';
import { requestsTo } from './support/one-tap.ts';

describe('<court-login> with captcha enabled and bootstrap down at first', () => {
  before(async () => {
    localStorage.clear();
    await executeServerCommand('provider-bootstrap', {
      captcha_settings: { enabled: true, siteKey: 'site-key-court-login-local' },
    });
  });
  after(async () => {
    cleanup();
    await executeServerCommand('provider-reset');
  });

  it('a passcode send made once the provider is back carries a token the provider accepts', async () => {
    const base = await providerUrl();
    await addFault({ path: `/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`, status: 503, times: 50 });
    const element = await mount({
      config: {
        products: ['otp'],
        otpOptions: { methods: ['email'] },
        scriptUrls: { captcha: `${base}/recaptcha/enterprise.js` },
      },
    });
    // The page's one settings request was answered 503 (the flow asked with it): the settings are unknown.
    await waitFor(() => requestsTo('/projects/bootstrap/').length >= 1);
    expect((await fetch(`${base}/_dev/faults`, { method: 'DELETE' })).ok).to.equal(true);

    const email = 'captcha-late-bootstrap@court-login.local';
    const scope = root(element);
    const label = await waitFor(() => byText(scope, 'label', 'Email'));
    scope.querySelector<HTMLInputElement>(`#${CSS.escape(label.getAttribute('for')!)}`)!.focus();
    await sendKeys({ type: email });
    byText<HTMLButtonElement>(scope, 'button', 'Continue with email')!.click();
    await waitFor(() => byText(scope, 'h2', 'Enter passcode'));
    expect((await latestMessage(email)).code).to.match(/^\d{6}$/);
    expect(
      document.querySelector(`script[src^="${base}/recaptcha/enterprise.js"]`) !== null,
      'the captcha script was added',
    ).to.equal(true);
  });
});
