// Passcode sign-in in the visitor's language: Spanish in Shadow and light DOM, Arabic right to left
// with the digits kept left to right, and a language change in the middle of the flow; a wrong
// passcode told in Spanish; the magic-link screen and its toast in Hebrew.
import { expect } from 'chai';
import { byText, cleanup, mount, resetProvider, root, waitFor } from './support/element.ts';
import { field, typeInto } from './support/fields.ts';
import { latestMessage } from './support/inbox.ts';

const otp = (methods: string[], enableShadowDOM = true) => ({
  products: ['otp'],
  otpOptions: { methods },
  enableShadowDOM,
});
const redirect = 'http://localhost:5173/authenticate';
const magicLinks = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
};

const boxes = (scope: ParentNode) => [...scope.querySelectorAll<HTMLInputElement>('input[part~="otp-digit"]')];
/** The countdown line under the boxes, without the resend button (nor the address kept whole in the line above). */
const countdown = (scope: ParentNode) =>
  scope.querySelector('p[part~="text"] > span:not(.court-nowrap)')?.textContent ?? '';

describe("<court-login> passcodes in the visitor's language", () => {
  beforeEach(resetProvider);
  afterEach(cleanup);

  for (const enableShadowDOM of [true, false]) {
    it(`signs in by email passcode in Spanish (${enableShadowDOM ? 'shadow' : 'light'} DOM)`, async () => {
      const element = await mount({ config: otp(['email'], enableShadowDOM), attributes: { locale: 'es' } });
      expect(element.shadowRoot === null).to.equal(!enableShadowDOM);
      const scope = root(element);
      // The root is there at once; its language once the Spanish texts have come.
      await waitFor(() => scope.querySelector('.court-root')!.getAttribute('lang') === 'es');
      const email = await field(scope, 'Correo electrónico');
      expect(email.placeholder).to.equal('ejemplo@correo.com');
      await typeInto(email, 'espanol@court-login.local');
      byText<HTMLButtonElement>(scope, 'button', 'Continuar con correo electrónico')!.click();

      await waitFor(() => byText(scope, 'h2', 'Introduce el código de verificación'));
      expect(scope.textContent).to.contain(
        'Te hemos enviado un código de verificación de 6 dígitos a espanol@court-login.local.',
      );
      expect(scope.querySelector('.court-back')!.textContent).to.equal('← Volver');
      expect(byText(scope, 'button', 'Reenviar código')).to.exist;
      expect(boxes(scope)[0]!.getAttribute('aria-label')).to.equal('Dígito 1 de 6');
      expect(scope.querySelector('fieldset legend')!.textContent).to.equal('Código de verificación de un solo uso');
      await waitFor(() => /^Tu código caduca en \d+:\d\d\. ¿No te ha llegado\?$/.test(countdown(scope)));

      const { code } = await latestMessage('espanol@court-login.local');
      await typeInto(boxes(scope)[0]!, code!);
      await waitFor(() => byText(scope, 'h2', 'Código verificado'));
      expect(byText(scope, '[part~="alert-success"]', 'Tu código se ha verificado correctamente.')).to.exist;
    });
  }

  for (const enableShadowDOM of [true, false]) {
    it(`signs in by text message in Arabic, right to left with the digits left to right (${enableShadowDOM ? 'shadow' : 'light'} DOM)`, async () => {
      const element = await mount({ config: otp(['sms'], enableShadowDOM), attributes: { locale: 'ar' } });
      const scope = root(element);
      const widget = scope.querySelector<HTMLElement>('.court-root')!;
      await waitFor(() => widget.getAttribute('dir') === 'rtl');
      expect(widget.getAttribute('lang')).to.equal('ar');

      // The country list speaks Arabic (each calling code an isolated left-to-right run); the number stays left to right.
      const country = await waitFor(() => scope.querySelector<HTMLSelectElement>('select'));
      await waitFor(() => country.options.length > 100);
      expect(country.selectedOptions[0]!.textContent).to.equal(
        `\u2066+1\u2069 ${new Intl.DisplayNames(['ar'], { type: 'region' }).of('US')}`,
      );
      const phone = await field(scope, 'رقم الهاتف');
      expect(getComputedStyle(phone).direction).to.equal('ltr');
      // Typed left to right, at the start (the right) of the card.
      expect(getComputedStyle(phone).textAlign).to.equal('right');
      // The country list follows the card's direction; each calling code is its own left-to-right run (above).
      expect(getComputedStyle(country).direction).to.equal('rtl');
      await typeInto(phone, '2015550125');
      byText<HTMLButtonElement>(scope, 'button', 'المتابعة باستخدام رسالة نصية')!.click();

      await waitFor(() => byText(scope, 'h2', 'أدخل رمز التحقق'));
      expect(scope.textContent).to.contain('أُرسل رمز تحقق مكوّن من 6 أرقام إلى');
      expect(byText(scope, 'button', 'إعادة إرسال الرمز')).to.exist;
      await waitFor(() => /^تنتهي صلاحية رمزك خلال \d+:\d\d\. ألم يصلك؟$/.test(countdown(scope)));
      // The back arrow points the way back of a right-to-left card.
      const arrow = scope.querySelector<HTMLElement>('.court-back-arrow')!;
      expect(getComputedStyle(arrow).scale).to.equal('-1 1');

      const [first, second] = boxes(scope);
      expect(getComputedStyle(first!).direction).to.equal('ltr');
      expect(first!.getBoundingClientRect().left).to.be.below(second!.getBoundingClientRect().left);
      const { code } = await latestMessage('+12015550125');
      await typeInto(first!, code!);
      await waitFor(() => byText(scope, 'h2', 'تم التحقق بنجاح'));
      expect(byText(scope, '[part~="alert-success"]', 'تم التحقق من الرمز بنجاح.')).to.exist;
    });
  }

  it('changes language in the middle of the flow, keeping what the visitor typed', async () => {
    const element = await mount({ config: otp(['email']), attributes: { locale: 'es' } });
    const scope = root(element);
    const email = await field(scope, 'Correo electrónico');
    await typeInto(email, 'cambio@court-login.local');
    // On the first screen: the address typed stays through the change.
    element.setAttribute('locale', 'fr');
    await waitFor(() => byText(scope, 'button', 'Continuer par e-mail'));
    // The same field, not a new one: the screen re-rendered in French without remounting.
    expect(await field(scope, 'E-mail')).to.equal(email);
    expect(email.value).to.equal('cambio@court-login.local');
    element.setAttribute('locale', 'es');
    (await waitFor(() => byText<HTMLButtonElement>(scope, 'button', 'Continuar con correo electrónico'))).click();

    await waitFor(() => byText(scope, 'h2', 'Introduce el código de verificación'));
    const { code } = await latestMessage('cambio@court-login.local');
    await typeInto(boxes(scope)[0]!, code!.slice(0, 3));
    await waitFor(() => boxes(scope)[2]!.value === code![2]);

    element.setAttribute('locale', 'de');
    await waitFor(() => byText(scope, 'h2', 'Code eingeben'));
    expect(scope.querySelector('.court-root')!.getAttribute('lang')).to.equal('de');
    expect(scope.textContent).to.contain('Ein 6-stelliger Code wurde an cambio@court-login.local gesendet.');
    await waitFor(() => /^Ihr Code läuft in \d+:\d\d ab\. Keinen Code erhalten\?$/.test(countdown(scope)));
    expect(
      boxes(scope)
        .map((box) => box.value)
        .join(''),
    ).to.equal(code!.slice(0, 3));
    expect(boxes(scope)[0]!.getAttribute('aria-label')).to.equal('Ziffer 1 von 6');

    await typeInto(boxes(scope)[3]!, code!.slice(3));
    await waitFor(() => byText(scope, 'h2', 'Erfolgreich bestätigt'));
    expect(scope.textContent).to.contain('Ihr Code wurde erfolgreich bestätigt.');
  });

  it('tells a wrong passcode in Spanish and empties the boxes', async () => {
    const element = await mount({ config: otp(['email']), attributes: { locale: 'es' } });
    const scope = root(element);
    await typeInto(await field(scope, 'Correo electrónico'), 'error@court-login.local');
    (await waitFor(() => byText<HTMLButtonElement>(scope, 'button', 'Continuar con correo electrónico'))).click();
    await waitFor(() => byText(scope, 'h2', 'Introduce el código de verificación'));
    const { code } = await latestMessage('error@court-login.local');
    await typeInto(boxes(scope)[0]!, code === '000000' ? '111111' : '000000');
    await waitFor(() => byText(scope, '[role="alert"]', 'El código de verificación no es válido. Inténtalo de nuevo.'));
    await waitFor(() => boxes(scope).every((box) => box.value === ''));
  });

  it('shows the magic-link screen and its toast in Hebrew, right to left', async () => {
    const element = await mount({ config: magicLinks, attributes: { locale: 'he' } });
    const scope = root(element);
    await typeInto(await field(scope, 'אימייל'), 'shalom@court-login.local');
    (await waitFor(() => byText<HTMLButtonElement>(scope, 'button', 'המשך עם אימייל'))).click();
    await waitFor(() => byText(scope, 'h2', 'נא לבדוק את תיבת האימייל'));
    expect(scope.querySelector('.court-root')!.getAttribute('dir')).to.equal('rtl');
    expect(scope.textContent).to.contain('נשלח אימייל אל shalom@court-login.local.');
    expect([...scope.querySelectorAll('a')].map((link) => link.textContent)).to.deep.equal([
      'פתיחת Gmail',
      'פתיחת Outlook',
      'פתיחת Yahoo',
    ]);
    expect(scope.textContent).to.contain('האימייל לא הגיע?');

    (await waitFor(() => byText<HTMLButtonElement>(scope, 'button', 'שליחת האימייל מחדש'))).click();
    const toast = await waitFor(() => byText(scope, '[part~="toast"] span', 'האימייל נשלח מחדש'))!;
    const item = toast.closest<HTMLElement>('[part~="toast"]')!;
    expect(item.closest('[role="status"]')!.getAttribute('aria-label')).to.equal('התראות');
    expect(item.querySelector('button')!.getAttribute('aria-label')).to.equal('סגירה');
    // The coloured edge is on the side the text starts from: the right.
    expect(getComputedStyle(item).borderRightWidth).to.equal('4px');
    expect(byText(scope, 'button', 'ניסיון נוסף')).to.exist;
  });
});
