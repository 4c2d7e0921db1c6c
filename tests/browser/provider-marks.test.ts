// Every OAuth button carries its provider's mark: the same size and place on every button,
// decorative to assistive technology, which still reads 'Continue with {provider title}'.
import { expect } from 'chai';
import { OAUTH_PROVIDER_TITLES } from '../../src/i18n/brand-names.ts';
import { OAUTH_PROVIDER_TYPES } from '../../src/types/index.ts';
import { cleanup, mount, root, waitFor } from './support/element.ts';

const ALL_PROVIDERS = {
  products: ['oauth'],
  oauthOptions: { providers: OAUTH_PROVIDER_TYPES.map((type) => ({ type })) },
};

/** The name assistive technology gets: the text outside aria-hidden subtrees (no aria-label is set). */
function accessibleText(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(accessibleText).join('');
}

for (const enableShadowDOM of [true, false]) {
  describe(`OAuth provider marks (${enableShadowDOM ? 'Shadow' : 'light'} DOM)`, () => {
    afterEach(cleanup);

    it('shows every provider its mark, decorative, in the same box on every button', async () => {
      const element = await mount({ config: { ...ALL_PROVIDERS, enableShadowDOM } });
      const scope = root(element);
      const buttons = await waitFor(() => {
        const found = [...scope.querySelectorAll<HTMLButtonElement>('[part~="oauth-button"]')];
        return (
          found.length === OAUTH_PROVIDER_TYPES.length &&
          found.every((button) => button.querySelector('svg.court-mark path')) &&
          found
        );
      }, 10_000);
      const boxes = buttons.map((button) => {
        const mark = button.querySelector('svg.court-mark')!;
        const markBox = mark.getBoundingClientRect();
        const buttonBox = button.getBoundingClientRect();
        return {
          left: Math.round(markBox.left - buttonBox.left),
          width: Math.round(markBox.width),
          height: Math.round(markBox.height),
          middle: Math.round(markBox.top + markBox.height / 2 - buttonBox.top - buttonBox.height / 2),
        };
      });
      for (const box of boxes) expect(box).to.deep.equal(boxes[0]);
      expect(boxes[0]!.width).to.equal(20);
      expect(boxes[0]!.height).to.equal(20);
      buttons.forEach((button, index) => {
        const type = OAUTH_PROVIDER_TYPES[index]!;
        expect(button.getAttribute('part')).to.contain(`oauth-button-${type}`);
        const mark = button.querySelector('svg.court-mark')!;
        expect(
          mark.closest('[aria-hidden="true"]') !== null,
          `the ${type} mark is hidden from assistive technology`,
        ).to.equal(true);
        expect(mark.getAttribute('focusable')).to.equal('false');
        const paths = [...mark.querySelectorAll('path')];
        expect(
          paths.every((path) => (path.getAttribute('d') ?? '').length > 10),
          `${type} draws something`,
        ).to.equal(true);
        expect(
          paths.some((path) => path.getAttribute('fill') !== 'none' || path.getAttribute('stroke')),
          `${type} is coloured`,
        ).to.equal(true);
        expect(button.hasAttribute('aria-label')).to.equal(false);
        expect(accessibleText(button).trim()).to.equal(`Continue with ${OAUTH_PROVIDER_TITLES[type]}`);
      });
      // No label wraps or overflows its button at the default width.
      for (const button of buttons) {
        const label = button.querySelector<HTMLElement>('.court-button-label')!;
        expect(label.getBoundingClientRect().height, label.textContent ?? '').to.be.below(28);
        expect(button.scrollWidth).to.be.at.most(button.clientWidth);
      }
    });

    it('shows the Google mark at once, without loading the other marks', async () => {
      const element = await mount({
        config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] }, enableShadowDOM },
      });
      const google = root(element).querySelector('[part~="oauth-button-google"]')!;
      // Google's four colours, painted inside the G's outline (clipped by an id unique in the document).
      const fills = [...google.querySelectorAll('svg.court-mark g path')].map((path) => path.getAttribute('fill'));
      expect(fills).to.deep.equal(['#EA4335', '#FBBC05', '#34A853', '#4285F4']);
      const clip = google.querySelector('svg.court-mark clipPath')!;
      expect(google.querySelector('svg.court-mark g')!.getAttribute('clip-path')).to.equal(`url(#${clip.id})`);
    });
  });
}
