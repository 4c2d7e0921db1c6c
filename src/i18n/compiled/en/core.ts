// Compiled from src/i18n/messages/en/core.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const en = (n: number, ordinal?: boolean): string => new Intl.PluralRules("en", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  header: (): string => "Sign up or log in",
  divider: (): string => "or",
  continueWithProvider: (d: { "name": string | number }): string => "Continue with " + d.name,
  logoAlt: (): string => "Logo",
  invalidEmailOtp: (): string => "Invalid email, please try again.",
  invalidEmail: (): string => "Invalid email address",
  invalidPhone: (): string => "Invalid phone number, please try again.",
  invalidPasscode: (): string => "Invalid passcode, please try again.",
  resetPasswordHeading: (): string => "Reset your password",
  passkeyRegistrationHeading: (): string => "Register a new passkey",
  configErrorHeading: (): string => "Sign-in unavailable",
  invalidConfig: (): string => "The sign-in widget is not configured correctly:",
  captchaRequired: (): string => "This sign-in needs a security check (captcha) that did not run. Reload the page and try again.",
  captchaFailed: (): string => "The security check (captcha) failed. Please try again.",
  genericError: (): string => "Something went wrong. Please try again.",
  networkError: (): string => "Could not reach the sign-in service. Check your connection and try again.",
  timeoutError: (): string => "The sign-in service took too long to answer. Please try again.",
  invalidResponseError: (): string => "The sign-in service sent an answer that could not be read. Please try again.",
  tooManyAttempts: (): string => "Too many attempts. Please wait a moment and try again.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "Too many attempts. Please wait " + plural(d.seconds, 0, en, { one: number("en", d.seconds, 0) + " second", other: number("en", d.seconds, 0) + " seconds" }) + " and try again."
};
