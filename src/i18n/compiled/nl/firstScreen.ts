// Compiled from src/i18n/messages/nl/firstScreen.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "Registreren of inloggen",
  continueWithProvider: (d: { "name": string | number }): string => "Doorgaan met " + d.name,
  logoAlt: (): string => "Logo",
  resetPasswordHeading: (): string => "Je wachtwoord resetten",
  passkeyRegistrationHeading: (): string => "Nieuwe toegangssleutel registreren",
  configErrorHeading: (): string => "Inloggen niet beschikbaar",
  genericError: (): string => "Er is iets misgegaan. Probeer het opnieuw.",
  lastUsed: (): string => "Laatst gebruikt"
};
