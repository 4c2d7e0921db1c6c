// Compiled from src/i18n/messages/de/errors.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const de = (n: number, ordinal?: boolean): string => new Intl.PluralRules("de", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "Für diese Anmeldung ist eine Sicherheitsprüfung (Captcha) nötig, die nicht ausgeführt wurde. Laden Sie die Seite neu und versuchen Sie es erneut.",
  captchaFailed: (): string => "Die Sicherheitsprüfung (Captcha) ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  networkError: (): string => "Der Anmeldedienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  timeoutError: (): string => "Der Anmeldedienst hat zu lange nicht geantwortet. Bitte versuchen Sie es erneut.",
  invalidResponseError: (): string => "Der Anmeldedienst hat eine unlesbare Antwort gesendet. Bitte versuchen Sie es erneut.",
  tooManyAttempts: (): string => "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "Zu viele Versuche. Bitte warten Sie " + plural(d.seconds, 0, de, { one: number("de", d.seconds, 0) + " Sekunde", other: number("de", d.seconds, 0) + " Sekunden" }) + " und versuchen Sie es erneut.",
  "error.breached_password": (): string => "Dieses Passwort ist in einem Datenleck aufgetaucht. Bitte wählen Sie ein anderes.",
  "error.weak_password": (): string => "Dieses Passwort ist zu schwach. Bitte wählen Sie ein stärkeres.",
  "error.unauthorized_credentials": (): string => "E-Mail-Adresse oder Passwort ist falsch.",
  "error.email_not_found": (): string => "Zu dieser E-Mail-Adresse gibt es kein Konto.",
  "error.duplicate_email": (): string => "Zu dieser E-Mail-Adresse gibt es bereits ein Konto.",
  "error.invalid_email": (): string => "Ungültige E-Mail-Adresse",
  "error.invalid_phone_number": (): string => "Ungültige Telefonnummer, bitte versuchen Sie es erneut.",
  "error.phone_number_not_found": (): string => "Zu dieser Telefonnummer gibt es kein Konto.",
  "error.invalid_region_code": (): string => "Telefonnummern aus diesem Land können hier nicht verwendet werden. Wählen Sie ein anderes Land.",
  "error.magic_link_not_found": (): string => "Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.",
  "error.unable_to_auth_magic_link": (): string => "Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.",
  "error.unable_to_auth_password_reset_token": (): string => "Dieser Link zum Zurücksetzen ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.",
  "error.session_not_found": (): string => "Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.",
  "error.crypto_wallet_not_found": (): string => "Diese Wallet ist mit keinem Konto verknüpft.",
  "error.unable_to_authenticate_crypto_wallet": (): string => "Die Signatur der Wallet konnte nicht geprüft werden. Bitte versuchen Sie es erneut.",
  "error.siwe_message_expired": (): string => "Die Anmeldenachricht ist abgelaufen. Bitte signieren Sie sie erneut.",
  "error.invalid_crypto_wallet_address": (): string => "Diese Wallet-Adresse ist ungültig.",
  "error.wallet_connect_failed": (): string => "Verbindung zur Wallet fehlgeschlagen",
  "error.wallet_sign_failed": (): string => "Nachricht konnte nicht signiert werden",
  passkeyNotFound: (): string => "Die Passkey-Registrierung wurde nicht gefunden. Möglicherweise haben Sie den Passkey aus Ihrem Konto gelöscht, aber nicht aus Ihrem Passwortmanager. Bitte versuchen Sie es erneut.",
  passkeyUnknownError: (): string => "Bei der Anmeldung mit dem Passkey ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  passkeyAlreadyRegistered: (): string => "Der Passkey kann nicht erstellt werden, da er offenbar bereits registriert ist. Möglicherweise wurde er auf einem anderen Gerät registriert und geräteübergreifend synchronisiert.",
  passkeyNotCreated: (): string => "Ihr Passkey wurde nicht erstellt. Klicken Sie auf „Passkey erstellen“, um es erneut zu versuchen, oder überspringen Sie diesen Schritt, ohne einen Passkey hinzuzufügen.",
  invalidEmailOtp: (): string => "Ungültige E-Mail-Adresse, bitte versuchen Sie es erneut.",
  invalidEmail: (): string => "Ungültige E-Mail-Adresse",
  invalidPhone: (): string => "Ungültige Telefonnummer, bitte versuchen Sie es erneut.",
  phoneToolsFailed: (): string => "Die Anmeldung per Telefon konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.",
  invalidPasscode: (): string => "Ungültiger Code, bitte versuchen Sie es erneut.",
  productUnavailable: (): string => "Diese Anmeldemöglichkeit ist gerade nicht verfügbar.",
  productUnavailableBack: (): string => "Zurück"
};
