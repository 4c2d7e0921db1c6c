// Compiled from src/i18n/messages/es/redirect.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "Sesión iniciada",
  redirectSuccessText: (): string => "Has iniciado sesión."
};
