// Rules that read a parsed config: the configuration errors of docs/specification.md#validation and the methods of the
// email-type group (tabs), with the password rules applied.
import type { ConfigIssue, OtpMethod, WidgetConfig } from './types.ts';

export type FormMethod = { kind: 'otp'; channel: OtpMethod } | { kind: 'magicLink' } | { kind: 'password' };

/** Combinations that cannot be shown; the widget shows the message of docs/specification.md#validation instead of the form. */
export function configurationErrors(config: WidgetConfig): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const { products } = config;
  if (
    products.includes('emailMagicLinks') &&
    products.includes('otp') &&
    config.otpOptions?.methods.includes('email')
  ) {
    issues.push({ field: 'products', code: 'configEmlAndEmailOtp' });
  }
  if (products.length === 1 && products[0] === 'passkeys') {
    issues.push({ field: 'products', code: 'configPasskeysAlone' });
  }
  return issues;
}

/** The email-type methods in configured order; more than one means tabs. */
export function formMethods(config: WidgetConfig): FormMethod[] {
  const withPasswords = config.products.includes('passwords');
  const methods: FormMethod[] = [];
  for (const product of config.products) {
    if (product === 'otp') {
      for (const channel of config.otpOptions?.methods ?? []) {
        if (channel === 'email' && withPasswords) continue;
        methods.push({ kind: 'otp', channel });
      }
    } else if (product === 'emailMagicLinks' && !withPasswords) {
      methods.push({ kind: 'magicLink' });
    } else if (product === 'passwords') {
      methods.push({ kind: 'password' });
    }
  }
  return methods;
}

export function methodKey(method: FormMethod): string {
  return method.kind === 'otp' ? `otp-${method.channel}` : method.kind;
}
