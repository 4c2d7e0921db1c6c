// A locale is bounded before any work: a very long tag (the `locale` attribute, the config's
// `locale`, the page's `<html lang>`) is passed over without being canonicalised, which for some
// tags costs seconds of the page's time, and the next tag decides the language. Shadow and light DOM.
import { expect } from 'chai';
import { byText, cleanup, mount, root, waitFor } from './support/element.ts';

const EMAIL_OTP = { products: ['otp'], otpOptions: { methods: ['email'] } };
/** 30,000 distinct variants: canonicalising this tag takes seconds in every engine. */
const LONG_TAG = `de-${Array.from({ length: 30_000 }, (_, index) => `v${String(index).padStart(4, '0')}`).join('-')}`;

describe('<court-login> long locale tags', () => {
  const canonicalise = Intl.getCanonicalLocales;
  const longest: number[] = [];
  const lang = document.documentElement.lang;
  beforeEach(() => {
    longest.length = 0;
    Intl.getCanonicalLocales = ((tags?: string | readonly string[]) => {
      longest.push(Math.max(0, ...[tags ?? []].flat().map((tag) => tag.length)));
      return canonicalise(tags);
    }) as typeof Intl.getCanonicalLocales;
  });
  afterEach(() => {
    Intl.getCanonicalLocales = canonicalise;
    document.documentElement.lang = lang;
    cleanup();
  });

  for (const enableShadowDOM of [true, false]) {
    const dom = enableShadowDOM ? 'shadow' : 'light';

    it(`passes over a long locale attribute, then a long config locale, for the page's language (${dom} DOM)`, async () => {
      document.documentElement.lang = 'fr';
      const element = await mount({
        config: { ...EMAIL_OTP, enableShadowDOM, locale: LONG_TAG },
        attributes: { locale: LONG_TAG },
      });
      await waitFor(() => byText(root(element), 'button', 'Continuer par e-mail'));
      expect(Math.max(...longest), 'no long tag was canonicalised').to.be.at.most(64);
    });

    it(`passes over a long <html lang> for English (${dom} DOM)`, async () => {
      document.documentElement.lang = LONG_TAG;
      const element = await mount({ config: { ...EMAIL_OTP, enableShadowDOM } });
      await waitFor(() => byText(root(element), 'button', 'Continue with email'));
      expect(Math.max(0, ...longest), 'no long tag was canonicalised').to.be.at.most(64);
    });
  }
});
