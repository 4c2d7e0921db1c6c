// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/parse.ts';
import { configurationErrors, formMethods } from '../../../src/config/rules.ts';
import { configIssueText } from '../../../src/screens/ConfigErrorScreen.tsx';

function config(input: unknown) {
  const parsed = parseConfig(input);
  if (!parsed.config) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

describe('configurationErrors', () => {
  it('refuses magic links together with email OTP', () => {
    const errors = configurationErrors(
      config({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms', 'email'] } }),
    );
    expect(errors.map((error) => [error.field, configIssueText(error)])).toEqual([
      ['products', 'Error: Cannot use both EML and Email OTP'],
    ]);
  });

  it('accepts magic links with phone OTP', () => {
    expect(
      configurationErrors(config({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } })),
    ).toEqual([]);
  });

  it('refuses passkeys alone', () => {
    expect(configIssueText(configurationErrors(config({ products: ['passkeys'] }))[0]!)).toBe(
      'Error: Cannot use Passkeys by itself, please add another product to the config.',
    );
    expect(configurationErrors(config({ products: ['passkeys', 'emailMagicLinks'] }))).toEqual([]);
  });
});

describe('formMethods', () => {
  it('lists OTP channels and magic links in configured order', () => {
    const methods = formMethods(
      config({ products: ['otp', 'emailMagicLinks'], otpOptions: { methods: ['whatsapp', 'sms'] } }),
    );
    expect(methods).toEqual([
      { kind: 'otp', channel: 'whatsapp' },
      { kind: 'otp', channel: 'sms' },
      { kind: 'magicLink' },
    ]);
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
