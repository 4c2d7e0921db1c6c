// Compiled from src/i18n/messages/it/redirect.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "Accesso effettuato",
  redirectSuccessText: (): string => "Hai effettuato l’accesso."
};
