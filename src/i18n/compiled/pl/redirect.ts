// Compiled from src/i18n/messages/pl/redirect.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "Zalogowano",
  redirectSuccessText: (): string => "Logowanie zakończyło się pomyślnie."
};
