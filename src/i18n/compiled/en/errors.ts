// Compiled from src/i18n/messages/en/errors.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const en = (n: number, ordinal?: boolean): string => new Intl.PluralRules("en", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "This sign-in needs a security check (captcha) that did not run. Reload the page and try again.",
  captchaFailed: (): string => "The security check (captcha) failed. Please try again.",
  networkError: (): string => "Could not reach the sign-in service. Check your connection and try again.",
  timeoutError: (): string => "The sign-in service took too long to answer. Please try again.",
  invalidResponseError: (): string => "The sign-in service sent an answer that could not be read. Please try again.",
  tooManyAttempts: (): string => "Too many attempts. Please wait a moment and try again.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "Too many attempts. Please wait " + plural(d.seconds, 0, en, { one: number("en", d.seconds, 0) + " second", other: number("en", d.seconds, 0) + " seconds" }) + " and try again.",
  "error.breached_password": (): string => "This password has appeared in a data breach. Please choose a different one.",
  "error.weak_password": (): string => "This password is too weak. Please choose a stronger one.",
  "error.unauthorized_credentials": (): string => "The email or password is incorrect.",
  "error.email_not_found": (): string => "No account was found with this email address.",
  "error.duplicate_email": (): string => "An account with this email address already exists.",
  "error.invalid_email": (): string => "Invalid email address",
  "error.invalid_phone_number": (): string => "Invalid phone number, please try again.",
  "error.phone_number_not_found": (): string => "No account was found with this phone number.",
  "error.invalid_region_code": (): string => "Phone numbers of this country cannot be used here. Choose another country.",
  "error.magic_link_not_found": (): string => "This sign-in link has expired or was already used. Please request a new one.",
  "error.unable_to_auth_magic_link": (): string => "This sign-in link has expired or was already used. Please request a new one.",
  "error.unable_to_auth_password_reset_token": (): string => "This password reset link has expired or was already used. Please request a new one.",
  "error.session_not_found": (): string => "Your session has ended. Please sign in again.",
  "error.crypto_wallet_not_found": (): string => "This wallet is not linked to an account.",
  "error.unable_to_authenticate_crypto_wallet": (): string => "The wallet's signature could not be verified. Please try again.",
  "error.siwe_message_expired": (): string => "The sign-in message has expired. Please sign it again.",
  "error.invalid_crypto_wallet_address": (): string => "This wallet address is not valid.",
  "error.wallet_connect_failed": (): string => "Could not connect to wallet",
  "error.wallet_sign_failed": (): string => "Could not sign message",
  passkeyNotFound: (): string => "Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.",
  passkeyUnknownError: (): string => "Unknown error occurred during passkey authentication. Please try again.",
  passkeyAlreadyRegistered: (): string => "The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.",
  passkeyNotCreated: (): string => "Your Passkey was not created. Click \"Create a Passkey\" to try again or skip without adding a Passkey.",
  invalidEmailOtp: (): string => "Invalid email, please try again.",
  invalidEmail: (): string => "Invalid email address",
  invalidPhone: (): string => "Invalid phone number, please try again.",
  phoneToolsFailed: (): string => "Phone sign-in could not load. Check your connection and reload the page.",
  invalidPasscode: (): string => "Invalid passcode, please try again.",
  productUnavailable: (): string => "This way to sign in is unavailable right now.",
  productUnavailableBack: (): string => "Back"
};
