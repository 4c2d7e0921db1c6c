// Italian, Dutch, Polish, Korean, Traditional Chinese and Turkish on the main screen, in Shadow and
// light DOM: each chosen by the locale attribute or by the page's <html lang> (Hong Kong and the
// Traditional script give Traditional Chinese), its texts on screen and its tag on the widget's root.
import { expect } from 'chai';
import italian from '../../src/i18n/compiled/it/index.ts';
import dutch from '../../src/i18n/compiled/nl/index.ts';
import polish from '../../src/i18n/compiled/pl/index.ts';
import korean from '../../src/i18n/compiled/ko/index.ts';
import traditionalChinese from '../../src/i18n/compiled/zh-TW/index.ts';
import simplifiedChinese from '../../src/i18n/compiled/zh-CN/index.ts';
import turkish from '../../src/i18n/compiled/tr/index.ts';
import { cleanup, mount, root, waitFor } from './support/element.ts';

const EMAIL_AND_GOOGLE = { products: ['oauth', 'emailMagicLinks'], oauthOptions: { providers: [{ type: 'google' }] } };

type Messages = typeof italian;
const LANGUAGES: [string, Messages][] = [
  ['it', italian],
  ['nl', dutch],
  ['pl', polish],
  ['ko', korean],
  ['zh-TW', traditionalChinese],
  ['tr', turkish],
];

const card = (element: HTMLElement) => root(element).querySelector<HTMLElement>('.court-root')!;
const texts = (element: HTMLElement) =>
  [...root(element).querySelectorAll('h1, h2, button, label')].map((node) => node.textContent?.trim());

/** The widget shows `messages`' main screen: its header, the Google and email buttons, the email label. */
function showsMainScreen(element: HTMLElement, messages: Messages): boolean {
  const shown = texts(element);
  return [
    messages.header(),
    messages.continueWithProvider({ name: 'Google' }),
    messages.continueWithEmail(),
    messages.emailFieldLabel(),
  ].every((text) => shown.includes(text));
}

describe('<court-login> in Italian, Dutch, Polish, Korean, Traditional Chinese and Turkish', () => {
  const pageLang = document.documentElement.getAttribute('lang');
  afterEach(() => {
    cleanup();
    if (pageLang === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', pageLang);
  });

  for (const enableShadowDOM of [true, false]) {
    const dom = enableShadowDOM ? 'shadow' : 'light';

    it(`switches the main screen through each language by the locale attribute (${dom} DOM)`, async () => {
      const element = await mount({ config: { ...EMAIL_AND_GOOGLE, enableShadowDOM } });
      expect(card(element).getAttribute('lang')).to.equal('en');
      for (const [locale, messages] of LANGUAGES) {
        element.setAttribute('locale', locale);
        await waitFor(() => card(element).getAttribute('lang') === locale && showsMainScreen(element, messages));
        expect(card(element).getAttribute('dir'), locale).to.equal('ltr');
      }
    });

    it(`gives a Hong Kong page Traditional Chinese, and the Simplified script Simplified Chinese (${dom} DOM)`, async () => {
      document.documentElement.setAttribute('lang', 'zh-HK');
      const element = await mount({ config: { ...EMAIL_AND_GOOGLE, enableShadowDOM } });
      await waitFor(
        () => card(element).getAttribute('lang') === 'zh-TW' && showsMainScreen(element, traditionalChinese),
      );
      document.documentElement.setAttribute('lang', 'zh-Hans-HK');
      await waitFor(
        () => card(element).getAttribute('lang') === 'zh-CN' && showsMainScreen(element, simplifiedChinese),
      );
      element.setAttribute('locale', 'zh-Hant');
      await waitFor(
        () => card(element).getAttribute('lang') === 'zh-TW' && showsMainScreen(element, traditionalChinese),
      );
    });
  }
});
