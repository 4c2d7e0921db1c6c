// Compiled from src/i18n/messages/fr/firstScreen.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "Inscrivez-vous ou connectez-vous",
  continueWithProvider: (d: { "name": string | number }): string => "Continuer avec " + d.name,
  logoAlt: (): string => "Logo",
  resetPasswordHeading: (): string => "Réinitialisez votre mot de passe",
  passkeyRegistrationHeading: (): string => "Enregistrez une nouvelle clé d’accès",
  configErrorHeading: (): string => "Connexion indisponible",
  genericError: (): string => "Une erreur s’est produite. Veuillez réessayer.",
  lastUsed: (): string => "Utilisé la dernière fois"
};
