// Compiled from src/i18n/messages/he/redirect.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "ההתחברות הצליחה",
  redirectSuccessText: (): string => "התחברת לחשבון."
};
