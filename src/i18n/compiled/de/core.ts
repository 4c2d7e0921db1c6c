// Compiled from src/i18n/messages/de/core.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const de = (n: number, ordinal?: boolean): string => new Intl.PluralRules("de", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  header: (): string => "Registrieren oder anmelden",
  divider: (): string => "oder",
  continueWithProvider: (d: { "name": string | number }): string => "Weiter mit " + d.name,
  logoAlt: (): string => "Logo",
  invalidEmailOtp: (): string => "Ungültige E-Mail-Adresse, bitte versuchen Sie es erneut.",
  invalidEmail: (): string => "Ungültige E-Mail-Adresse",
  invalidPhone: (): string => "Ungültige Telefonnummer, bitte versuchen Sie es erneut.",
  invalidPasscode: (): string => "Ungültiger Code, bitte versuchen Sie es erneut.",
  resetPasswordHeading: (): string => "Passwort zurücksetzen",
  passkeyRegistrationHeading: (): string => "Neuen Passkey registrieren",
  configErrorHeading: (): string => "Anmeldung nicht verfügbar",
  invalidConfig: (): string => "Das Anmelde-Widget ist nicht richtig konfiguriert:",
  captchaRequired: (): string => "Für diese Anmeldung ist eine Sicherheitsprüfung (Captcha) nötig, die nicht ausgeführt wurde. Laden Sie die Seite neu und versuchen Sie es erneut.",
  captchaFailed: (): string => "Die Sicherheitsprüfung (Captcha) ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  genericError: (): string => "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
  networkError: (): string => "Der Anmeldedienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  timeoutError: (): string => "Der Anmeldedienst hat zu lange nicht geantwortet. Bitte versuchen Sie es erneut.",
  invalidResponseError: (): string => "Der Anmeldedienst hat eine unlesbare Antwort gesendet. Bitte versuchen Sie es erneut.",
  tooManyAttempts: (): string => "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "Zu viele Versuche. Bitte warten Sie " + plural(d.seconds, 0, de, { one: number("de", d.seconds, 0) + " Sekunde", other: number("de", d.seconds, 0) + " Sekunden" }) + " und versuchen Sie es erneut."
};
