// Passwords in the visitor's language against the local provider: a French log-in in Shadow DOM and
// light DOM, where the password form (in the page's light DOM in Shadow mode) speaks French too; a
// Hebrew form right to left, then French when the page changes the locale; provider errors in German.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { cleanup, mount, recordEvents, resetProvider, waitFor } from './support/element.ts';
import { all, find, heading, shown, typeInto } from './support/widget-nodes.ts';

const RALLY = 'rally@court-login.local';
const RALLY_PASSWORD = 'clay-court-rally-2026';
const STRONG = 'topspin-volley-baseline-42';

const passwordInput = (element: HTMLElement) =>
  waitFor(() => find<HTMLInputElement>(element, 'input[name="password"]'));

async function logInScreen(shadow: boolean, locale: string, loginHeading: string): Promise<HTMLElement> {
  const element = await mount({ config: { products: ['passwords'], enableShadowDOM: shadow }, attributes: { locale } });
  const address = await waitFor(() => find<HTMLInputElement>(element, 'input[autocomplete="username"]'));
  await typeInto(address, RALLY);
  await sendKeys({ press: 'Enter' });
  await heading(element, loginHeading);
  return element;
}

/** The password form and the element that gives it its language: the slotted container in Shadow DOM, the widget root in light DOM. */
async function passwordForm(element: HTMLElement, shadow: boolean) {
  const form = (await passwordInput(element)).form!;
  expect(form).to.be.instanceOf(HTMLFormElement);
  // Also in Shadow DOM the form sits in the page's document, where the shadow root's lang does not reach.
  expect(form.getRootNode()).to.equal(document);
  if (shadow) expect(form.assignedSlot ?? form.closest('[slot]')).to.exist;
  return { form, speaker: form.closest('[lang]')! };
}

describe('<court-login> passwords in other languages', () => {
  beforeEach(resetProvider);
  afterEach(() => {
    cleanup();
    document.cookie = 'stytch_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.cookie = 'stytch_session_jwt=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  for (const shadow of [true, false]) {
    it(`logs in with a password in French (${shadow ? 'Shadow DOM' : 'light DOM'}): the texts and the light-DOM form are French`, async () => {
      const events = recordEvents('court-success');
      const element = await logInScreen(shadow, 'fr', 'Connexion');
      const { form, speaker } = await passwordForm(element, shadow);
      expect(form.matches(':lang(fr)')).to.equal(true);
      expect(speaker.getAttribute('lang')).to.equal('fr');
      expect(speaker.classList.contains('court-slotted')).to.equal(shadow);
      expect(form.querySelector('label')!.textContent).to.equal('Mot de passe');
      expect(find(element, 'button', 'Afficher le mot de passe')).to.exist;
      expect(find(element, 'button', 'Mot de passe oublié\u00a0?')).to.exist;
      expect(find(element, 'p', `Saisissez le mot de passe de ${RALLY}.`)).to.exist;

      await typeInto(await passwordInput(element), RALLY_PASSWORD);
      find<HTMLButtonElement>(element, 'button', 'Continuer')!.click();
      await heading(element, 'Connexion réussie');
      await shown(element, 'Vous êtes maintenant connecté.');
      expect((await waitFor(() => events[0])).detail.method).to.equal('password');
    });

    it(`tells a wrong password in German, by its error type, not in the provider's English (${shadow ? 'Shadow DOM' : 'light DOM'})`, async () => {
      const errors = recordEvents('court-error');
      const element = await logInScreen(shadow, 'de', 'Anmelden');
      await typeInto(await passwordInput(element), 'nicht-mein-passwort');
      await sendKeys({ press: 'Enter' });
      const alert = await waitFor(() =>
        all(element, '[role="alert"]').find((node) => !node.hidden && node.textContent),
      );
      expect(alert.textContent).to.equal('E-Mail-Adresse oder Passwort ist falsch.');
      expect(alert.closest('form')!.matches(':lang(de)')).to.equal(true);
      expect((await waitFor(() => errors[0])).detail.code).to.equal('unauthorized_credentials');
    });
  }

  it('sets the light-DOM password form right to left in Hebrew, and follows the page to French without losing the typed password', async () => {
    const element = await logInScreen(true, 'he', 'התחברות');
    const { form, speaker } = await passwordForm(element, true);
    expect(speaker.getAttribute('dir')).to.equal('rtl');
    expect(speaker.getAttribute('lang')).to.equal('he');
    expect(form.matches(':dir(rtl)')).to.equal(true);
    const input = await passwordInput(element);
    expect(getComputedStyle(input).direction).to.equal('rtl');
    expect(form.querySelector('label')!.textContent).to.equal('סיסמה');
    await typeInto(input, 'half-typed');

    element.setAttribute('locale', 'fr');
    await heading(element, 'Connexion');
    await waitFor(() => speaker.getAttribute('lang') === 'fr');
    expect(speaker.getAttribute('dir')).to.equal('ltr');
    expect(form.matches(':dir(ltr)')).to.equal(true);
    expect((await passwordInput(element)).value).to.equal('half-typed');
  });

  it('says a used reset link has expired in German, by its error type', async () => {
    const element = await mount({
      config: { products: ['passwords'], enableShadowDOM: true },
      attributes: { locale: 'de', mode: 'reset-password', 'password-reset-token': 'used-token' },
    });
    await heading(element, 'Neues Passwort festlegen');
    await typeInto(await passwordInput(element), STRONG);
    await waitFor(() => find(element, 'button', 'Passwort zurücksetzen')?.getAttribute('aria-disabled') === null);
    await sendKeys({ press: 'Enter' });
    await heading(element, 'Dieser Link funktioniert nicht');
    const alert = await waitFor(() => find(element, '[role="alert"]'));
    expect(alert.textContent).to.equal(
      'Dieser Link zum Zurücksetzen ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
    );
    expect(find(element, 'button', 'Zurück zur Anmeldung')).to.exist;
  });
});
