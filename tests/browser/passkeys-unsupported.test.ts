// A browser without WebAuthn (WebKitGTK: `PublicKeyCredential` is undefined) is offered no passkey it
// could never use: no "Login with a Passkey", no passkey autofill, and the registration mode says
// why instead of a Create button that always fails. In WebKit this is the engine's own state; the
// other engines take WebAuthn away for the test.
import { expect } from 'chai';
import { byText, cleanup, mount, recordEvents, resetProvider, root, waitFor } from './support/element.ts';
import { engine } from './support/engines.ts';
import { openCourt, resetBrowser, signIn } from './support/session.ts';

const EMAIL_AND_PASSKEYS = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } };

async function nextFrames(count: number): Promise<void> {
  for (let frame = 0; frame < count; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

describe('passkeys in a browser without WebAuthn', () => {
  const own = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential');
  beforeEach(async () => {
    await resetProvider();
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
  afterEach(async () => {
    if (own) Object.defineProperty(window, 'PublicKeyCredential', own);
    cleanup();
    await resetBrowser();
  });

  it("is the engine's own state in WebKitGTK", function () {
    if (engine !== 'webkit') this.skip();
    expect(own).to.equal(undefined);
  });

  for (const enableShadowDOM of [true, false]) {
    it(`offers neither the passkey button nor passkey autofill (${enableShadowDOM ? 'shadow' : 'light'} DOM)`, async () => {
      const element = await mount({ config: { ...EMAIL_AND_PASSKEYS, enableShadowDOM } });
      // The email form comes in the same render as the passkey view; the view then asks the
      // browser about autofill (at once without WebAuthn) and would show its button a frame later.
      const email = await waitFor(() => root(element).querySelector<HTMLInputElement>('input[type="email"]'));
      await nextFrames(3);
      expect(email.autocomplete).to.equal('email');
      expect(
        byText(root(element), 'button', 'Login with a Passkey') === undefined,
        'no "Login with a Passkey" button',
      ).to.equal(true);
      expect(
        byText(root(element), 'button', 'Continue with email') !== undefined,
        'the "Continue with email" button',
      ).to.equal(true);
    });
  }

  it('says in the registration mode that this browser does not support passkeys, and reports it', async () => {
    const errors = recordEvents('court-error');
    await signIn(await openCourt());
    const element = await mount({ config: EMAIL_AND_PASSKEYS });
    element.setAttribute('mode', 'passkey-registration');
    const alert = await waitFor(() => root(element).querySelector('[part~="alert-error"]'));
    expect(alert.textContent).to.equal(
      'Passkeys are not supported by this browser. Sign in with another method, or use a browser that supports passkeys.',
    );
    expect(byText(root(element), 'button', 'Create a Passkey') === undefined, 'no "Create a Passkey" button').to.equal(
      true,
    );
    const reported = await waitFor(() => errors.find((event) => event.detail.code === 'passkeys_unsupported'));
    expect(reported.detail.message).to.equal(alert.textContent);
  });
});
