// Compiled from src/i18n/messages/fr/redirect.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "Connexion réussie",
  redirectSuccessText: (): string => "Vous êtes connecté."
};
