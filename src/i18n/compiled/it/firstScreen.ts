// Compiled from src/i18n/messages/it/firstScreen.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "Registrati o accedi",
  continueWithProvider: (d: { "name": string | number }): string => "Continua con " + d.name,
  logoAlt: (): string => "Logo",
  resetPasswordHeading: (): string => "Reimposta la password",
  passkeyRegistrationHeading: (): string => "Registra una nuova passkey",
  configErrorHeading: (): string => "Accesso non disponibile",
  genericError: (): string => "Si è verificato un problema. Riprova.",
  lastUsed: (): string => "Usato l’ultima volta"
};
