// The configuration errors of docs/specification.md#validation in the visitor's language: word for word the specification's in
// English, the catalogue's in any other, in Shadow and light DOM.
import { expect } from 'chai';
import { cleanup, mount, root, waitFor } from './support/element.ts';

const EML_AND_EMAIL_OTP = { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } };
const alert = (scope: ParentNode) => scope.querySelector('[role="alert"]')?.textContent?.trim() ?? '';

describe("<court-login> configuration errors in the visitor's language", () => {
  afterEach(cleanup);

  for (const enableShadowDOM of [true, false]) {
    const dom = enableShadowDOM ? 'shadow' : 'light';

    it(`tells magic links with email passcodes in Spanish, and in the specification's English after a change (${dom} DOM)`, async () => {
      const element = await mount({ config: { ...EML_AND_EMAIL_OTP, enableShadowDOM }, attributes: { locale: 'es' } });
      const scope = root(element);
      await waitFor(
        () =>
          alert(scope) === 'Error: no se pueden usar a la vez los enlaces mágicos por correo y los códigos por correo',
      );
      element.setAttribute('locale', 'en');
      await waitFor(() => alert(scope) === 'Error: Cannot use both EML and Email OTP');
    });

    it(`tells a config problem of the integrator's in German, naming the field (${dom} DOM)`, async () => {
      const scope = root(
        await mount({
          config: { products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: 0 }, enableShadowDOM },
          attributes: { locale: 'de' },
        }),
      );
      await waitFor(() =>
        alert(scope).includes('otpOptions.expirationMinutes muss eine ganze Zahl von 1 bis 10080 sein.'),
      );
      expect(scope.querySelector('h2')?.textContent).to.equal('Anmeldung nicht verfügbar');
    });

    it(`tells passkeys alone in Hebrew (${dom} DOM)`, async () => {
      const scope = root(
        await mount({ config: { products: ['passkeys'], enableShadowDOM }, attributes: { locale: 'he' } }),
      );
      await waitFor(() => alert(scope) === 'שגיאה: אי אפשר להשתמש במפתחות גישה לבד, יש להוסיף מוצר נוסף להגדרות.');
      expect(scope.querySelector('.court-root')!.getAttribute('dir')).to.equal('rtl');
    });
  }
});
