// Compiled from src/i18n/messages/de/firstScreen.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "Registrieren oder anmelden",
  continueWithProvider: (d: { "name": string | number }): string => "Weiter mit " + d.name,
  logoAlt: (): string => "Logo",
  resetPasswordHeading: (): string => "Passwort zurücksetzen",
  passkeyRegistrationHeading: (): string => "Neuen Passkey registrieren",
  configErrorHeading: (): string => "Anmeldung nicht verfügbar",
  genericError: (): string => "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
  lastUsed: (): string => "Zuletzt verwendet"
};
