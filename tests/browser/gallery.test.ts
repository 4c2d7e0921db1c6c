// The gallery (npm run gallery, /gallery/ under npm start) reaches every screen it lists in all
// four variants (Shadow and light DOM, default and custom theme) against the local provider, and
// axe finds no violation on any of them, with the light and with the dark colour scheme.
import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import '../../element/index.ts';
import { renderGallery, type GalleryCell } from '../../demo/gallery/render.ts';
import { GALLERY_SCREENS } from '../../demo/gallery/screens.ts';
import { PUBLIC_TOKEN, providerUrl, resetProvider } from './support/element.ts';
import { engine, itIn } from './support/engines.ts';
import { widgetViolations } from './support/widget-axe.ts';

describe('Gallery', function () {
  this.timeout(300_000);
  let cells: GalleryCell[] = [];
  let container: HTMLElement;

  before(async function () {
    this.timeout(300_000);
    await resetProvider();
    container = document.createElement('main');
    document.body.append(container);
    cells = await renderGallery(container, { providerUrl: await providerUrl(), publicToken: PUBLIC_TOKEN });
  });

  after(async () => {
    container.remove();
    if (engine !== 'webkit') await emulateMedia({ colorScheme: 'light' });
  });

  it('reaches every screen in every variant', () => {
    expect(cells).to.have.length(GALLERY_SCREENS.length * 4);
    expect(
      cells.filter((cell) => cell.error).map((cell) => `${cell.screen.id} (${cell.variant.id}): ${cell.error}`),
    ).to.deep.equal([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    // The colour scheme is emulated through CDP in Chromium, through the tab's own override in Firefox
    // (support/firefox-media.ts); WebKitGTK's WebDriver has neither.
    itIn('chromium', 'firefox')(`axe finds nothing on any gallery screen (${colorScheme})`, async () => {
      await emulateMedia({ colorScheme });
      expect(matchMedia('(prefers-color-scheme: dark)').matches, `the page sees the ${colorScheme} scheme`).to.equal(
        colorScheme === 'dark',
      );
      // One run per row (its four widgets): the targets name the variant's cell.
      const found: string[] = [];
      for (const section of container.querySelectorAll<HTMLElement>('.gallery-screen')) {
        for (const violation of await widgetViolations(section)) found.push(`${section.id}: ${violation}`);
      }
      expect(found).to.deep.equal([]);
    });
  }
});
