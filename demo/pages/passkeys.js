// The passkeys demo: signed out, two sign-in widgets (email passcode with passkey autofill, and the
// passkey button); signed in, the passkey-registration widget and Sign out. No inline script; the
// session comes from court-login's page session API.
import { loadSession } from '/element/court-login.js';

const { publicToken, providerUrl, dom } = document.body.dataset;
const session = await loadSession({ publicToken, providerUrl });
const shadow = dom !== 'light';

function widget(config, mode) {
  const element = document.createElement('court-login');
  element.setAttribute('public-token', publicToken);
  element.setAttribute('provider-url', providerUrl);
  if (mode) element.setAttribute('mode', mode);
  element.config = { ...config, enableShadowDOM: shadow };
  return element;
}

function show() {
  const signedIn = session.getSync().user !== null;
  document.getElementById('signed-in').hidden = !signedIn;
  document.getElementById('signed-out').hidden = signedIn;
  for (const id of ['login-autofill', 'login-button', 'registration']) document.getElementById(id).replaceChildren();
  if (signedIn) {
    document
      .getElementById('registration')
      .append(widget({ products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } }, 'passkey-registration'));
  } else {
    document
      .getElementById('login-autofill')
      .append(widget({ products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } }));
    document
      .getElementById('login-button')
      .append(widget({ products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'google' }] } }));
  }
}

document.addEventListener('court-success', (event) => {
  const email = event.detail?.user?.emails?.[0]?.email;
  document.getElementById('who').textContent = email ? `Signed in as ${email} (${event.detail.method}).` : 'Signed in.';
  // Let the confirmation be read, then switch to the signed-in view.
  requestAnimationFrame(() => setTimeout(show, 1500));
});

document.getElementById('sign-out').addEventListener('click', async () => {
  // Revokes at the provider, then forgets the session here (also when the provider is down).
  await session.signOut();
  location.reload();
});

show();
