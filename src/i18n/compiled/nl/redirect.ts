// Compiled from src/i18n/messages/nl/redirect.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "Ingelogd",
  redirectSuccessText: (): string => "Je bent ingelogd."
};
