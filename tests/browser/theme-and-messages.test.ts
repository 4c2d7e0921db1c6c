// Details of docs/specification.md a visitor or integrator sees: provider documentation links in error messages are
// links (HTML in the message stays text), theme.colors.primary colours heading and text, the
// web-mail shortcuts are buttons with the service's mark, the dark palette follows the visitor's
// colour scheme when the theme names no colour, and reduced motion stills the spinner, progress
// bar and toasts. Shadow and light DOM.
import { expect } from 'chai';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { byText, cleanup, mount, resetProvider, root, waitFor } from './support/element.ts';
import { addFault } from './support/inbox.ts';
import { holdRequests } from './support/provider.ts';
import { engine, itIn } from './support/engines.ts';

const MESSAGE =
  'This email domain is not allowed. <img src=x onerror="window.__courtInjected=1"><b>bold</b> ' +
  'See https://docs.court-login.example/errors#invalid_email_domain, or https://docs.court-login.example/help.';

async function sendMagicLink(scope: ParentNode, email: string): Promise<void> {
  const input = await waitFor(() => scope.querySelector<HTMLInputElement>('input[type="email"]'));
  input.focus();
  await sendKeys({ type: email });
  byText<HTMLButtonElement>(scope, 'button', 'Continue with email')!.click();
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

for (const enableShadowDOM of [true, false]) {
  describe(`Theme and messages (${enableShadowDOM ? 'Shadow' : 'light'} DOM)`, () => {
    beforeEach(resetProvider);
    afterEach(async () => {
      cleanup();
      if (engine !== 'webkit') await emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    });

    it('renders documentation links in a provider error as links, and its HTML as text', async () => {
      await addFault({
        path: '/sdk/v1/magic_links/email/login_or_create',
        status: 400,
        error_type: 'invalid_email_domain',
        error_message: MESSAGE,
      });
      const element = await mount({ config: { products: ['emailMagicLinks'], enableShadowDOM } });
      const scope = root(element);
      await sendMagicLink(scope, 'someone@example.com');
      const alert = await waitFor(() => scope.querySelector<HTMLElement>('[part~="alert"][role="alert"]'));
      expect(alert.textContent).to.equal(MESSAGE);
      expect(alert.querySelector('img, b') === null, 'no image or bold text in the message').to.equal(true);
      expect((window as { __courtInjected?: number }).__courtInjected).to.equal(undefined);
      // The words are there at once; the links with the alerts' chunk (requested after the first paint).
      await waitFor(() => alert.querySelectorAll('a').length === 2);
      expect(alert.textContent).to.equal(MESSAGE);
      const links = [...alert.querySelectorAll('a')];
      expect(links.map((link) => link.getAttribute('href'))).to.deep.equal([
        'https://docs.court-login.example/errors#invalid_email_domain',
        'https://docs.court-login.example/help',
      ]);
      for (const link of links) {
        expect(link.target).to.equal('_blank');
        expect(link.rel).to.equal('noopener noreferrer');
        expect(link.textContent).to.equal(link.getAttribute('href'));
      }
    });

    it('colours heading and text with theme.colors.primary; web-mail links are buttons with marks', async () => {
      const primary = '#7a1fa2';
      const element = await mount({
        config: { products: ['emailMagicLinks'], theme: { colors: { primary } }, enableShadowDOM },
      });
      const scope = root(element);
      expect(getComputedStyle(scope.querySelector('h2')!).color).to.equal(rgb(primary));
      await sendMagicLink(scope, `theme-${Date.now()}@example.com`);
      const text = await waitFor(() =>
        [...scope.querySelectorAll<HTMLElement>('p')].find((p) => p.textContent?.startsWith('An email was sent to')),
      );
      expect(getComputedStyle(text).color).to.equal(rgb(primary));
      expect(getComputedStyle(byText(scope, 'h2', 'Check your email')!).color).to.equal(rgb(primary));
      const links = [...scope.querySelectorAll<HTMLAnchorElement>('a[part~="mail-link"]')];
      expect(links.map((link) => link.textContent)).to.deep.equal(['Open Gmail', 'Open Outlook', 'Open Yahoo']);
      for (const link of links) {
        expect(link.classList.contains('court-button')).to.equal(true);
        expect(getComputedStyle(link).textDecorationLine).to.equal('none');
        expect(link.getBoundingClientRect().height).to.be.at.least(44);
        const mark = link.querySelector('svg.court-mark')!;
        expect(mark.closest('[aria-hidden="true"]') !== null, 'the mark is hidden from assistive technology').to.equal(
          true,
        );
        expect(mark.querySelectorAll('path').length).to.be.at.least(1);
      }
    });

    // Colour scheme and reduced motion are emulated through CDP in Chromium, through the tab's own
    // overrides in Firefox (support/firefox-media.ts); WebKitGTK's WebDriver has neither.
    itIn('chromium', 'firefox')(
      'follows a dark colour scheme without theme colours, and keeps the theme when colours are given',
      async () => {
        await emulateMedia({ colorScheme: 'dark' });
        const plain = await mount({
          config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] }, enableShadowDOM },
        });
        const themed = await mount({
          config: {
            products: ['oauth'],
            oauthOptions: { providers: [{ type: 'google' }] },
            theme: { colors: { primary: '#19303d' } },
            enableShadowDOM,
          },
        });
        const background = (element: HTMLElement) =>
          getComputedStyle(root(element).querySelector('.court-root')!).backgroundColor;
        expect(background(plain)).to.equal('rgb(22, 27, 34)');
        expect(getComputedStyle(root(plain).querySelector('h2')!).color).to.equal('rgb(230, 237, 243)');
        expect(background(themed)).to.equal('rgb(255, 255, 255)');
        await emulateMedia({ colorScheme: 'light' });
        expect(background(plain)).to.equal('rgb(255, 255, 255)');
      },
    );

    itIn('chromium', 'firefox')('stills the spinner, the progress bar and the toasts for reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const sending = await holdRequests('/sdk/v1/magic_links/email/login_or_create');
      const element = await mount({ config: { products: ['emailMagicLinks'], enableShadowDOM } });
      const scope = root(element);
      await sendMagicLink(scope, `motion-${Date.now()}@example.com`);
      const spinner = await waitFor(() => scope.querySelector('.court-spinner'));
      expect(getComputedStyle(spinner).animationName).to.equal('none');
      const probe = document.createElement('div');
      probe.innerHTML =
        '<div class="court-progress"></div><ul class="court-toasts"><li class="court-toast">t</li></ul>';
      scope.querySelector('.court-root')!.append(probe);
      expect(getComputedStyle(probe.querySelector('.court-progress')!, '::after').animationName).to.equal('none');
      expect(getComputedStyle(probe.querySelector('.court-toast')!).animationName).to.equal('none');
      probe.remove();
      await emulateMedia({ reducedMotion: 'no-preference' });
      expect(getComputedStyle(spinner).animationName).to.equal('court-spin');
      await sending.arrived();
      await sending.release();
    });
  });
}
