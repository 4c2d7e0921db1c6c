// Long words: every screen of the gallery, reached in English and then switched to Dutch and to
// Polish, the languages of the widget with the longest words (toegangssleutel,
// beveiligingscontrole, uwierzytelniania), in Shadow and light DOM, shows no message in English
// where the language has its own text, cuts and overflows no text in its 400 px card, and gives
// axe nothing to report. The pseudo-locale walk pads English evenly; real compounds come in one
// piece and cannot wrap, so they are measured as they are. A failure names the language, screen
// and text.
import { expect } from 'chai';
import '../../element/index.ts';
import type { GalleryLocale } from '../../demo/gallery/locale-switch.ts';
import english from '../../src/i18n/compiled/en/index.ts';
import dutch from '../../src/i18n/compiled/nl/index.ts';
import polish from '../../src/i18n/compiled/pl/index.ts';
import { englishPatterns, englishShown } from './support/english-left.ts';
import {
  axeFound,
  expectEveryScreenReached,
  foundPerScreen,
  overflowFound,
  switchLanguage,
  walkGallery,
  type GalleryWalk,
} from './support/gallery-walk.ts';
import { itIn } from './support/engines.ts';

const LANGUAGES: { locale: GalleryLocale; catalogue: typeof english }[] = [
  { locale: 'nl', catalogue: dutch },
  { locale: 'pl', catalogue: polish },
];

describe('Long-word languages across the gallery', function () {
  this.timeout(180_000);
  let walk: GalleryWalk;

  before(async function () {
    this.timeout(120_000);
    walk = await walkGallery();
  });

  after(() => walk?.container.remove());

  it('reaches every screen in Shadow and light DOM', () => expectEveryScreenReached(walk));

  for (const { locale, catalogue } of LANGUAGES) {
    describe(`in ${locale}`, () => {
      before(() => switchLanguage(walk, locale));

      it('shows no message in English where the language has its own text', () => {
        const patterns = englishPatterns(english, catalogue);
        // The check itself sees English: a shown heading in English would be found.
        const probe = walk.container.appendChild(
          Object.assign(document.createElement('h2'), { textContent: english.header() }),
        );
        expect(englishShown([probe], patterns)).to.deep.equal([`text "${english.header()}" (header)`]);
        probe.remove();
        expect(foundPerScreen(walk, (roots) => englishShown(roots, patterns))).to.deep.equal([]);
      });

      it('cuts and overflows no text in a 400 px card', () => {
        expect(overflowFound(walk)).to.deep.equal([]);
      });

      // axe reads roles, names and languages, which a translation sets alike in every engine (the
      // English gallery's axe pass runs in Chromium and Firefox); what differs by engine, the layout,
      // is checked above in all three.
      itIn('chromium')('gives axe nothing to report', async () => {
        expect(await axeFound(walk)).to.deep.equal([]);
      });
    });
  }
});
