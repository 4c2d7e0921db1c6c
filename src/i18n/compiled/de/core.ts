// Compiled from src/i18n/messages/de/core.json by scripts/messages.ts; edit the catalogue, not this file.

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
  genericError: (): string => "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
  lastUsed: (): string => "Zuletzt verwendet"
};
