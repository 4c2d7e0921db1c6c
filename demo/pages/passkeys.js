// The passkeys demo: signed out, two sign-in widgets (email passcode with passkey autofill, and the
// passkey button); signed in, the passkey-registration widget and Sign out. No inline script.
const { publicToken, providerUrl, dom } = document.body.dataset;
const shadow = dom !== 'light';
const SESSION_COOKIE = 'stytch_session';

function sessionToken() {
  const pair = document.cookie.split('; ').find((item) => item.startsWith(`${SESSION_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)) : undefined;
}

function widget(config, mode) {
  const element = document.createElement('court-login');
  element.setAttribute('public-token', publicToken);
  element.setAttribute('provider-url', providerUrl);
  if (mode) element.setAttribute('mode', mode);
  element.config = { ...config, enableShadowDOM: shadow };
  return element;
}

function show() {
  const signedIn = sessionToken() !== undefined;
  document.getElementById('signed-in').hidden = !signedIn;
  document.getElementById('signed-out').hidden = signedIn;
  for (const id of ['login-autofill', 'login-button', 'registration']) document.getElementById(id).replaceChildren();
  if (signedIn) {
    document.getElementById('registration').append(
      widget({ products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } }, 'passkey-registration'),
    );
  } else {
    document.getElementById('login-autofill').append(widget({ products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } }));
    document.getElementById('login-button').append(widget({ products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'google' }] } }));
  }
}

document.addEventListener('court-success', (event) => {
  const email = event.detail?.user?.emails?.[0]?.email;
  document.getElementById('who').textContent = email ? `Signed in as ${email} (${event.detail.method}).` : 'Signed in.';
  // Let the confirmation be read, then switch to the signed-in view.
  requestAnimationFrame(() => setTimeout(show, 1500));
});

document.getElementById('sign-out').addEventListener('click', async () => {
  const token = sessionToken();
  if (token) {
    await fetch(`${providerUrl}/sdk/v1/sessions/revoke`, {
      method: 'POST',
      credentials: 'include',
      headers: { Authorization: `Basic ${btoa(`${publicToken}:${token}`)}`, 'Content-Type': 'application/json' },
      body: '{}',
    }).catch(() => {});
  }
  // The widget's session store reads the cookies and storage at start-up: forget both, then start over.
  for (const name of [SESSION_COOKIE, 'stytch_session_jwt']) document.cookie = `${name}=; Max-Age=0; Path=/`;
  localStorage.removeItem(`stytch_sdk_state_${publicToken}`);
  location.reload();
});

show();
