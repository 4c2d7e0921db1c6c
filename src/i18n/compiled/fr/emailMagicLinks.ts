// Compiled from src/i18n/messages/fr/emailMagicLinks.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "Consultez vos e-mails",
  magicLinkSentTo: (d: { "email": string | number }): string => "Un e-mail a été envoyé à " + d.email + ".",
  openWebMail: (d: { "service": string | number }): string => "Ouvrir " + d.service,
  magicLinkTryAgain: (): string => "Réessayer",
  magicLinkResendEmail: (): string => "Renvoyer l’e-mail",
  magicLinkDidntGetIt: (): string => "Vous ne l’avez pas reçu ?"
};
