// The hosted provider's own pre-built UI (@stytch/vanilla-js 6.3, its <stytch-ui> web component) with the
// configuration the benchmark times on <court-login>: Google, text-message passcodes and email magic
// links. It talks to the local provider named by the page's `provider` query parameter.
import { Products, StytchUI, StytchUIClient } from '@stytch/vanilla-js';

const params = new URLSearchParams(location.search);
const providerUrl = params.get('provider') ?? '';
const options = { endpoints: { testAPIURL: providerUrl, liveAPIURL: providerUrl } };
const client = new StytchUIClient(
  params.get('token') ?? '',
  options as ConstructorParameters<typeof StytchUIClient>[1],
);

customElements.define('stytch-ui', StytchUI);
const ui = document.createElement('stytch-ui') as InstanceType<typeof StytchUI>;
document.getElementById('login')?.append(ui);
ui.render({
  client,
  config: {
    products: [Products.oauth, Products.otp, Products.emailMagicLinks],
    oauthOptions: { providers: [{ type: 'google' }] },
    otpOptions: { methods: ['sms'], expirationMinutes: 5 },
    emailMagicLinksOptions: {},
  },
} as Parameters<typeof ui.render>[0]);
