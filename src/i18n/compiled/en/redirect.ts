// Compiled from src/i18n/messages/en/redirect.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "Success",
  redirectSuccessText: (): string => "You are signed in."
};
