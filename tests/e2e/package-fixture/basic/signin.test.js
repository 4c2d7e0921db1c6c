// A consumer's browser test: the installed element signs in by email passcode against the provider
// that court-login/testing started, reading the code through the plugin's command.
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import 'court-login';

async function waitFor(probe, timeoutMs = 10000) {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${probe}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('signs in by email passcode and sends court-success', async () => {
  await executeServerCommand('court-reset');
  const element = document.createElement('court-login');
  element.setAttribute('public-token', 'public-token-test-court-login-local');
  element.setAttribute('provider-url', await executeServerCommand('court-provider-url'));
  element.config = { products: ['otp'], otpOptions: { methods: ['email'] } };
  const success = new Promise((resolve) => element.addEventListener('court-success', (event) => resolve(event.detail)));
  document.body.append(element);

  const email = await waitFor(() => element.shadowRoot.querySelector('input[type="email"]'));
  email.focus();
  await sendKeys({ type: 'kit@court-login.local' });
  await sendKeys({ press: 'Enter' });
  const message = await executeServerCommand('court-latest-message', { to: 'kit@court-login.local' });
  const digit = await waitFor(() => element.shadowRoot.querySelector('input[part~="otp-digit"]'));
  digit.focus();
  await sendKeys({ type: message.code });

  const detail = await success;
  if (detail.method !== 'otp') throw new Error(`method ${detail.method}`);
  if (detail.user.emails[0].email !== 'kit@court-login.local') throw new Error('another user signed in');
});
