// Compiled from src/i18n/messages/en/redirect.json (pseudo-locale) by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "[Šúççéšš···]",
  redirectSuccessText: (): string => "[Ýóú áŕé šíĝñéđ íñ.······]"
};
