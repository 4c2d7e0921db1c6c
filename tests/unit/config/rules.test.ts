// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/parse.ts';
import { CONFIG_ERROR_EML_AND_EMAIL_OTP, CONFIG_ERROR_PASSKEYS_ALONE, configurationErrors, formMethods } from '../../../src/config/rules.ts';
import configErrors from '../../../src/i18n/compiled/en/config.ts';

function config(input: unknown) {
  const parsed = parseConfig(input);
  if (!parsed.config) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

describe('configurationErrors', () => {
  // The error screen knows them by the English catalogue's texts, to say them in another language.
  it('are the English catalogue\'s texts', () => {
    expect(CONFIG_ERROR_EML_AND_EMAIL_OTP).toBe(configErrors.configErrorEmlAndEmailOtp());
    expect(CONFIG_ERROR_PASSKEYS_ALONE).toBe(configErrors.configErrorPasskeysAlone());
  });

  it('refuses magic links together with email OTP', () => {
    const errors = configurationErrors(config({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms', 'email'] } }));
    expect(errors).toEqual([{ field: 'products', message: 'Error: Cannot use both EML and Email OTP' }]);
  });

  it('accepts magic links with phone OTP', () => {
    expect(configurationErrors(config({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } }))).toEqual([]);
  });

  it('refuses passkeys alone', () => {
    expect(configurationErrors(config({ products: ['passkeys'] }))[0]!.message).toBe(
      'Error: Cannot use Passkeys by itself, please add another product to the config.',
    );
    expect(configurationErrors(config({ products: ['passkeys', 'emailMagicLinks'] }))).toEqual([]);
  });
});

describe('formMethods', () => {
  it('lists OTP channels and magic links in configured order', () => {
    const methods = formMethods(config({ products: ['otp', 'emailMagicLinks'], otpOptions: { methods: ['whatsapp', 'sms'] } }));
    expect(methods).toEqual([{ kind: 'otp', channel: 'whatsapp' }, { kind: 'otp', channel: 'sms' }, { kind: 'magicLink' }]);
  });

  it('drops the magic-link tab when passwords are configured', () => {
    expect(formMethods(config({ products: ['emailMagicLinks', 'passwords'] }))).toEqual([{ kind: 'password' }]);
  });

  it('drops the email OTP tab when passwords are configured', () => {
    const methods = formMethods(config({ products: ['otp', 'passwords'], otpOptions: { methods: ['email', 'sms'] } }));
    expect(methods).toEqual([{ kind: 'otp', channel: 'sms' }, { kind: 'password' }]);
  });

  it('has no form for OAuth only', () => {
    expect(formMethods(config({ products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } }))).toEqual([]);
  });
});
