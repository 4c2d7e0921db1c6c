// Compiled from src/i18n/messages/pl/firstScreen.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "Zarejestruj się lub zaloguj",
  continueWithProvider: (d: { "name": string | number }): string => "Kontynuuj z " + d.name,
  logoAlt: (): string => "Logo",
  resetPasswordHeading: (): string => "Zresetuj hasło",
  passkeyRegistrationHeading: (): string => "Zarejestruj nowy klucz dostępu",
  configErrorHeading: (): string => "Logowanie niedostępne",
  genericError: (): string => "Coś poszło nie tak. Spróbuj ponownie.",
  lastUsed: (): string => "Ostatnio używane"
};
