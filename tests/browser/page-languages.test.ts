// A language of the page's own (`languages`): a Swedish catalogue, which the widget does not ship,
// chosen for `sv-SE` and signing in by an emailed passcode, in Shadow and light DOM; a broken one
// warns once per problem and shows English for each message it cannot use, never a blank.
import { expect } from 'chai';
import { CourtLoginElement } from '../../element/index.ts';
import {
  byText,
  cleanup,
  mount,
  providerUrl,
  PUBLIC_TOKEN,
  recordEvents,
  resetProvider,
  root,
  waitFor,
} from './support/element.ts';
import { field, typeInto } from './support/fields.ts';
import { latestMessage } from './support/inbox.ts';
import { SWEDISH_TEXTS, swedishCatalogue } from './support/swedish.ts';

const EMAIL_OTP = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** Records the console warnings given while a test runs. */
function recordWarnings(): { warnings: string[]; stop: () => void } {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  };
  return { warnings, stop: () => (console.warn = original) };
}

describe('<court-login> languages of the page', () => {
  let recorded: ReturnType<typeof recordWarnings>;
  beforeEach(async () => {
    await resetProvider();
    recorded = recordWarnings();
  });
  afterEach(() => {
    recorded.stop();
    cleanup();
  });

  for (const enableShadowDOM of [true, false]) {
    const dom = enableShadowDOM ? 'Shadow DOM' : 'light DOM';

    it(`signs in by passcode in Swedish from the configuration's catalogue, chosen for sv-SE (${dom})`, async () => {
      const events = recordEvents('court-success');
      const address = `svenska-${enableShadowDOM ? 'shadow' : 'light'}@court-login.local`;
      const element = await mount({
        config: { ...EMAIL_OTP, enableShadowDOM, languages: [swedishCatalogue()] },
        attributes: { locale: 'sv-SE' },
      });
      const scope = root(element);
      await waitFor(() => byText(scope, 'h2', SWEDISH_TEXTS.header));
      const widget = scope.querySelector('.court-root')!;
      expect(widget.getAttribute('lang')).to.equal('sv');
      expect(widget.getAttribute('dir')).to.equal('ltr');
      const input = await field(scope, 'E-post');
      expect(input.placeholder).to.equal('namn@exempel.se');
      await typeInto(input, address);
      byText<HTMLButtonElement>(scope, 'button', 'Fortsätt med e-post')!.click();
      await waitFor(() => byText(scope, 'h2', 'Ange engångskoden'));
      expect(scope.textContent).to.contain(`En sexsiffrig kod skickades till ${address}.`);
      const { code } = await latestMessage(address);
      await typeInto(await waitFor(() => scope.querySelector<HTMLInputElement>('input[part~="otp-digit"]')), code!);
      await waitFor(() => byText(scope, 'h2', 'Klart'));
      expect(scope.textContent).to.contain('Din kod är bekräftad.');
      expect((await waitFor(() => events[0])).detail.method).to.equal('otp');
      expect(recorded.warnings).to.deep.equal([]);
    });

    it(`warns about each problem of the property's catalogue once and shows English for those messages (${dom})`, async () => {
      // A tag of its own per test: the page is told of each mistake once.
      const locale = enableShadowDOM ? 'sv-FI' : 'sv-AX';
      const element = (await mount({
        config: { ...EMAIL_OTP, enableShadowDOM },
      })) as HTMLElementTagNameMap['court-login'];
      const scope = root(element);
      await waitFor(() => byText(scope, 'h2', 'Sign up or log in'));
      const broken = swedishCatalogue(locale, {
        header: 42,
        continueWithEmail: 'Fortsätt med {provider}',
        emailFieldPlaceholder: undefined,
      });
      delete (broken.messages as Record<string, unknown>).emailFieldPlaceholder;
      element.languages = [broken];
      element.setAttribute('locale', locale);
      await waitFor(() => scope.querySelector('.court-root')!.getAttribute('lang') === locale);
      // The catalogue's good texts, and English where it has none to give.
      await field(scope, 'E-post');
      expect(byText(scope, 'h2', 'Sign up or log in')).to.exist;
      expect(byText(scope, 'button', 'Continue with email')).to.exist;
      expect((await field(scope, 'E-post')).placeholder).to.equal('example@email.com');
      expect(recorded.warnings).to.have.members([
        `court-login: languages[0] (${locale}).messages.header: the text must be a non-empty string. The English text is used.`,
        `court-login: languages[0] (${locale}).messages.continueWithEmail: the text uses {provider}, which this message does not have. The English text is used.`,
        `court-login: languages[0] (${locale}) has no text for 1 message (emailFieldPlaceholder); the English texts are used.`,
      ]);
      expect(recorded.warnings).to.have.length(3);
    });
  }

  it("takes a catalogue set as a property before the element is defined, over the configuration's of the same locale", async () => {
    const element = document.createElement('court-login-swedish') as HTMLElement & Record<string, unknown>;
    element.publicToken = PUBLIC_TOKEN;
    element.providerUrl = await providerUrl();
    element.locale = 'sv';
    element.config = { ...EMAIL_OTP, languages: [swedishCatalogue('sv', { header: 'Från konfigurationen' })] };
    element.languages = [swedishCatalogue('sv', { header: 'Från egenskapen' })];
    document.body.append(element);
    customElements.define('court-login-swedish', class extends CourtLoginElement {});
    const scope = root(element);
    await waitFor(() => byText(scope, 'h2', 'Från egenskapen'));
    // The email form comes from a chunk of its own, a moment after the heading.
    await waitFor(() => byText(scope, 'button', 'Fortsätt med e-post'));
    // Without the property the configuration's catalogue of the locale speaks.
    element.languages = null;
    await waitFor(() => byText(scope, 'h2', 'Från konfigurationen'));
    expect(recorded.warnings).to.deep.equal([]);
  });
});
