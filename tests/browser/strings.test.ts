// The page's own texts (`strings`), from the config or the element's property, in Shadow and light
// DOM: they replace the widget's messages by key, in every language; a key the widget does not
// have is warned about once and the widget's own text shows.
import { expect } from 'chai';
import { byText, cleanup, mount, root, waitFor } from './support/element.ts';
import { field } from './support/fields.ts';

const EMAIL_OTP = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** Records console warnings of the widget while a test runs. */
function recordWarnings(): { warnings: string[]; stop: () => void } {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  };
  return { warnings, stop: () => (console.warn = original) };
}

describe('<court-login> strings', () => {
  let recorded: ReturnType<typeof recordWarnings>;
  beforeEach(() => {
    recorded = recordWarnings();
  });
  afterEach(() => {
    recorded.stop();
    cleanup();
  });

  for (const enableShadowDOM of [true, false]) {
    const dom = enableShadowDOM ? 'shadow' : 'light';

    it(`takes the config's strings in place of the widget's texts (${dom} DOM)`, async () => {
      const strings = {
        header: 'Welcome to the club',
        continueWithEmail: 'Send me a code',
        emailFieldPlaceholder: 'you@club.example',
      };
      const scope = root(await mount({ config: { ...EMAIL_OTP, enableShadowDOM, strings } }));
      await waitFor(() => byText(scope, 'h2', 'Welcome to the club'));
      await waitFor(() => byText(scope, 'button', 'Send me a code'));
      expect((await field(scope, 'Email')).placeholder).to.equal('you@club.example');
      expect(recorded.warnings).to.deep.equal([]);
    });

    it(`takes the element's strings over the config's, with arguments, in French too (${dom} DOM)`, async () => {
      const config = {
        products: ['oauth', 'otp'],
        otpOptions: { methods: ['email'] },
        oauthOptions: { providers: [{ type: 'google' }] },
        enableShadowDOM,
        strings: { header: 'From the config', divider: 'or else' },
      };
      const element = (await mount({ config })) as HTMLElementTagNameMap['court-login'];
      const scope = root(element);
      await waitFor(() => byText(scope, 'h2', 'From the config'));
      element.strings = { header: 'From the property', continueWithProvider: 'Play on with {name}' };
      await waitFor(() => byText(scope, 'h2', 'From the property'));
      expect(byText(scope, 'button', 'Play on with Google')).to.exist;
      // The config's own override stays where the property has none.
      await waitFor(() => scope.textContent?.includes('or else'));

      // In another language the overrides still win; every other text is French.
      element.setAttribute('locale', 'fr');
      await waitFor(() => scope.querySelector('.court-root')!.getAttribute('lang') === 'fr');
      expect(byText(scope, 'h2', 'From the property')).to.exist;
      expect(byText(scope, 'button', 'Play on with Google')).to.exist;
      expect(byText(scope, 'button', 'Continuer par e-mail')).to.exist;

      // Taking the property away brings back the config's, and French for the rest.
      element.strings = null;
      await waitFor(() => byText(scope, 'h2', 'From the config'));
      expect(byText(scope, 'button', 'Continuer avec Google')).to.exist;
      expect(recorded.warnings).to.deep.equal([]);
    });

    it(`warns once about an unknown key and shows the widget's own text (${dom} DOM)`, async () => {
      // A key of its own per test: the page is told of each mistake once.
      const misspelt = `hedaer${dom}`;
      const element = (await mount({
        config: { ...EMAIL_OTP, enableShadowDOM, strings: { [misspelt]: 'Misspelt', header: 'Spelt right' } },
      })) as HTMLElementTagNameMap['court-login'];
      const scope = root(element);
      await waitFor(() => byText(scope, 'h2', 'Spelt right'));
      expect(scope.textContent).not.to.contain('Misspelt');
      // Renders that follow (a typed address, a language change) warn no more.
      element.setAttribute('locale', 'es');
      await waitFor(() => byText(scope, 'button', 'Continuar con correo electrónico'));
      expect(byText(scope, 'h2', 'Spelt right')).to.exist;
      element.setAttribute('locale', 'en');
      await waitFor(() => byText(scope, 'button', 'Continue with email'));
      expect(recorded.warnings).to.deep.equal([
        `court-login: strings.${misspelt}: there is no message of this key. The widget's own text is used.`,
      ]);
    });

    it(`shows the widget's own text for a text that cannot format the message's values, warned once (${dom} DOM)`, async () => {
      // Valid ICU with the message's own argument, but an address is no date: formatting throws.
      const strings = {
        continueWithProvider: 'Play on with {name, date, short}',
        emailFieldPlaceholder: 'you@club.example',
      };
      const config = {
        products: ['oauth', 'otp'],
        otpOptions: { methods: ['email'] },
        oauthOptions: { providers: [{ type: 'google' }] },
        enableShadowDOM,
        strings,
      };
      const element = (await mount({ config })) as HTMLElementTagNameMap['court-login'];
      const scope = root(element);
      await waitFor(() => byText(scope, 'button', 'Continue with Google'));
      expect((await field(scope, 'Email')).placeholder).to.equal('you@club.example');
      // In French the default is the French text; the page is not told again.
      element.setAttribute('locale', 'fr');
      await waitFor(() => byText(scope, 'button', 'Continuer avec Google'));
      const warnings = recorded.warnings.filter((warning) => warning.includes('strings.continueWithProvider'));
      expect(warnings.length, recorded.warnings.join('\n')).to.equal(enableShadowDOM ? 1 : 0);
      if (enableShadowDOM)
        expect(warnings[0]).to.match(
          /^court-login: strings\.continueWithProvider: the text cannot be formatted with this message's values \(.+\)\. The widget's own text is used\.$/,
        );
    });

    it(`shows the widget's own text for a property override it cannot use (${dom} DOM)`, async () => {
      const element = (await mount({
        config: { ...EMAIL_OTP, enableShadowDOM },
      })) as HTMLElementTagNameMap['court-login'];
      const scope = root(element);
      await waitFor(() => byText(scope, 'h2', 'Sign up or log in'));
      // Not a text in one test, too long a text in the other: each mistake is told once per page.
      const [header, problem] = enableShadowDOM
        ? [42, 'the text must be a non-empty string.']
        : ['x'.repeat(2001), 'the text is longer than 2000 characters.'];
      element.strings = { header, continueWithEmail: 'Code, please' } as never;
      await waitFor(() => byText(scope, 'button', 'Code, please'));
      expect(byText(scope, 'h2', 'Sign up or log in')).to.exist;
      expect(recorded.warnings).to.deep.equal([
        `court-login: strings.header: ${problem} The widget's own text is used.`,
      ]);
    });
  }
});
