// The layouts a visitor sees at the default width (400px), measured in Chromium: nothing clipped or
// broken across lines, confirmations centred, stale errors gone, toasts beside (not over) the form,
// and the or divider wherever a button group meets the email form. Shadow and light DOM.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { byText, cleanup, mount, resetProvider, root, waitFor } from './support/element.ts';
import { injectWallets, removeInjectedWallets } from './support/wallets.ts';
import { latestMessage } from './support/inbox.ts';
import { itIn } from './support/engines.ts';

function singleLine(element: Element): void {
  const style = getComputedStyle(element);
  const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.4;
  expect(element.getBoundingClientRect().height, `"${element.textContent}" on one line`).to.be.below(lineHeight * 1.5);
}

function notClipped(element: Element): void {
  expect(element.scrollWidth, `"${element.textContent}" not clipped`).to.be.at.most(element.clientWidth);
}

/** Width the text needs in the element's font. */
function textWidth(element: Element, text: string): number {
  const probe = document.createElement('span');
  probe.style.font = getComputedStyle(element).font;
  probe.style.whiteSpace = 'nowrap';
  probe.textContent = text;
  document.body.append(probe);
  const width = probe.getBoundingClientRect().width;
  probe.remove();
  return width;
}

async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  input.focus();
  await sendKeys({ type: value });
}

for (const enableShadowDOM of [true, false]) {
  describe(`Layout at 400px (${enableShadowDOM ? 'Shadow' : 'light'} DOM)`, () => {
    beforeEach(resetProvider);
    afterEach(() => {
      cleanup();
      removeInjectedWallets();
    });

    it('the widget is 400px wide and the country selector shows "+1 United States" whole', async () => {
      const element = await mount({ config: { products: ['otp'], otpOptions: { methods: ['sms'] }, enableShadowDOM } });
      const scope = root(element);
      expect(Math.round(scope.querySelector('.court-root')!.getBoundingClientRect().width)).to.equal(400);
      const select = await waitFor(() => scope.querySelector<HTMLSelectElement>('select'));
      await waitFor(() => select.options.length > 1);
      // The dial code is a left-to-right isolate, readable in a right-to-left list too.
      expect(select.selectedOptions[0]!.textContent).to.equal('\u2066+1\u2069 United States');
      // Room for the text, the padding and the drop-down arrow.
      const style = getComputedStyle(select);
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
      expect(room).to.be.at.least(textWidth(select, '+1 United States'));
      expect(room).to.be.at.least(textWidth(select, '+1 United States Minor Outlying Islands') - 60);
    });

    it('a screen change leaves the page’s focus alone when it is outside the widget, and never scrolls', async () => {
      const outside = document.createElement('input');
      outside.setAttribute('aria-label', 'Page search');
      document.body.append(outside);
      try {
        const element = await mount({ config: { products: ['crypto'], enableShadowDOM } });
        const setUp = await waitFor(() =>
          byText<HTMLButtonElement>(root(element), 'button', 'Set up a new crypto wallet'),
        );
        outside.focus();
        setUp.click();
        await waitFor(() => byText(root(element), 'h2', 'Set up a new crypto wallet'));
        await new Promise((resolve) => requestAnimationFrame(resolve));
        expect(document.activeElement === outside).to.equal(true);
        // With the focus in the widget (or nowhere), the new screen's heading takes it.
        byText<HTMLButtonElement>(root(element), 'button', '← Back')!.focus();
        byText<HTMLButtonElement>(root(element), 'button', '← Back')!.click();
        await waitFor(() => byText(root(element), 'button', 'Set up a new crypto wallet'));
        (await waitFor(() => byText<HTMLButtonElement>(root(element), 'button', 'Set up a new crypto wallet'))).click();
        const heading = await waitFor(() => byText(root(element), 'h2', 'Set up a new crypto wallet'));
        await waitFor(() => (element.shadowRoot ?? document).activeElement === heading);
      } finally {
        outside.remove();
      }
    });

    it('wallet buttons are all as tall as the tallest, and one wallet more than fits takes the kept slot', async () => {
      injectWallets(6);
      const element = await mount({ config: { products: ['crypto'], enableShadowDOM } });
      const scope = root(element);
      await waitFor(() => scope.querySelectorAll('[part~="wallet-button"]').length === 6);
      const labels = [...scope.querySelectorAll('[part~="wallet-button"]')].map((button) => button.textContent);
      expect(labels).to.include('Continue with Other Ethereum Wallet');
      expect(labels).to.not.include('Continue with other Crypto Wallet');
      expect(Boolean(byText(scope, 'button', 'Set up a new crypto wallet'))).to.equal(false);
      const heights = [...scope.querySelectorAll('[part~="wallet-button"]')].map((button) =>
        Math.round(button.getBoundingClientRect().height),
      );
      expect(new Set(heights).size, `heights ${heights.join(', ')}`).to.equal(1);
    });

    it('"Continue with other Crypto Wallet" fits on one line', async () => {
      injectWallets(7);
      const element = await mount({
        config: {
          products: ['oauth', 'crypto'],
          oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
          enableShadowDOM,
        },
      });
      const button = await waitFor(() =>
        byText<HTMLButtonElement>(root(element), 'button', 'Continue with other Crypto Wallet'),
      );
      singleLine(button.querySelector('.court-button-label')!);
      notClipped(button);
      for (const wallet of root(element).querySelectorAll('[part~="wallet-button"]')) notClipped(wallet);
    });

    it('the passcode destination stays on one line, and the success screen centres heading and text', async () => {
      const element = await mount({ config: { products: ['otp'], otpOptions: { methods: ['sms'] }, enableShadowDOM } });
      const scope = root(element);
      const input = await waitFor(() => scope.querySelector<HTMLInputElement>('input[type="tel"]'));
      await waitFor(() => scope.querySelectorAll('select option').length > 1);
      await typeInto(input, '2015550123');
      byText<HTMLButtonElement>(scope, 'button', 'Continue with text message')!.click();
      const sentence = await waitFor(() =>
        [...scope.querySelectorAll('p')].find((p) => p.textContent?.startsWith('A 6-digit passcode was sent')),
      );
      const destination = sentence.querySelector('.court-nowrap')!;
      expect(destination.textContent).to.match(/\+1.*201.*555.*0123/);
      singleLine(destination);
      expect(destination.getClientRects().length).to.equal(1);

      const message = await latestMessage('+12015550123');
      const first = scope.querySelector<HTMLInputElement>('input[part~="otp-digit"]')!;
      await typeInto(first, message.code!);
      const heading = await waitFor(() => byText(scope, 'h2', 'Success'));
      const text = byText(scope, '[part~="alert-success"]', 'Your passcode has been successfully verified.')!;
      expect(text.getAttribute('role')).to.equal('status');
      expect(getComputedStyle(heading).textAlign).to.equal('center');
      expect(getComputedStyle(text).textAlign).to.equal('center');
    });

    it('an "Invalid phone number" goes once a valid number is typed', async () => {
      const element = await mount({ config: { products: ['otp'], otpOptions: { methods: ['sms'] }, enableShadowDOM } });
      const scope = root(element);
      const input = await waitFor(() => scope.querySelector<HTMLInputElement>('input[type="tel"]'));
      await waitFor(() => scope.querySelectorAll('select option').length > 1);
      await typeInto(input, '12');
      byText<HTMLButtonElement>(scope, 'button', 'Continue with text message')!.click();
      await waitFor(() => scope.textContent?.includes('Invalid phone number, please try again.'));
      await typeInto(input, '01555012');
      expect(scope.textContent).to.include('Invalid phone number, please try again.');
      await typeInto(input, '3');
      await waitFor(() => !scope.textContent?.includes('Invalid phone number'));
      expect(input.getAttribute('aria-invalid')).to.equal(null);
    });

    it('an "Invalid email" goes once a valid address is typed', async () => {
      const element = await mount({
        config: { products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM },
      });
      const scope = root(element);
      const input = await waitFor(() => scope.querySelector<HTMLInputElement>('input[type="email"]'));
      await typeInto(input, 'ace@court');
      byText<HTMLButtonElement>(scope, 'button', 'Continue with email')!.click();
      await waitFor(() => scope.textContent?.includes('Invalid email, please try again.'));
      await typeInto(input, '-login.');
      expect(scope.textContent).to.include('Invalid email, please try again.');
      await typeInto(input, 'local');
      await waitFor(() => !scope.textContent?.includes('Invalid email'));
      expect(input.getAttribute('aria-invalid')).to.equal(null);
    });

    it('many toasts never cover the card’s content', async () => {
      const element = await mount({ config: { products: ['emailMagicLinks'], enableShadowDOM } });
      const scope = root(element);
      const input = await waitFor(() => scope.querySelector<HTMLInputElement>('input[type="email"]'));
      await typeInto(input, `layout-${Date.now()}@example.com`);
      byText<HTMLButtonElement>(scope, 'button', 'Continue with email')!.click();
      const resend = await waitFor(() => byText<HTMLButtonElement>(scope, 'button', 'Resend email'));
      for (let count = 1; count <= 5; count += 1) {
        await waitFor(() => resend.getAttribute('aria-disabled') === null);
        resend.click();
        await waitFor(() => scope.querySelectorAll('[part~="toast"]').length >= Math.min(count, 3), 10_000);
      }
      const toasts = [...scope.querySelectorAll('[part~="toast"]')];
      expect(toasts.length).to.be.at.most(3);
      // The close sign is a sign, not a link.
      expect(toasts.map((toast) => getComputedStyle(toast.querySelector('button')!).textDecorationLine)).to.deep.equal(
        toasts.map(() => 'none'),
      );
      const content = [...scope.querySelectorAll('h2, p, button:not(.court-toast button), a')].filter(
        (node) => !node.closest('.court-toasts'),
      );
      for (const toast of toasts) {
        const box = toast.getBoundingClientRect();
        for (const node of content) {
          const other = node.getBoundingClientRect();
          const overlap =
            box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
          expect(overlap, `a toast over "${node.textContent}"`).to.equal(false);
        }
      }
    });

    // The passkey button needs WebAuthn, which WebKitGTK lacks (passkeys-unsupported.test.ts).
    itIn('chromium', 'firefox')('an or divider separates the passkey button from the email form', async () => {
      // A browser without passkey autofill: the passkey button leads the main screen (docs/specification.md#main-screen).
      const credential = PublicKeyCredential as unknown as { isConditionalMediationAvailable: () => Promise<boolean> };
      const original = credential.isConditionalMediationAvailable;
      credential.isConditionalMediationAvailable = async () => false;
      try {
        const element = await mount({ config: { products: ['passkeys', 'emailMagicLinks'], enableShadowDOM } });
        const scope = root(element);
        await waitFor(
          () => byText(scope, 'button', 'Login with a Passkey') && scope.querySelector('input[type="email"]'),
        );
        const order = [
          ...scope.querySelectorAll('[part~="passkey-button"], [part~="divider"], input[type="email"]'),
        ].map((node) => node.getAttribute('part'));
        expect(order).to.deep.equal(['button passkey-button', 'divider', 'input email-input']);
      } finally {
        credential.isConditionalMediationAvailable = original;
      }
    });
  });
}
