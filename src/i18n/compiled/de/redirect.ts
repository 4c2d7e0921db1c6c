// Compiled from src/i18n/messages/de/redirect.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "Anmeldung erfolgreich",
  redirectSuccessText: (): string => "Sie sind angemeldet."
};
