// Compiled from src/i18n/messages/it/emailMagicLinks.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "Controlla la tua email",
  magicLinkSentTo: (d: { "email": string | number }): string => "Abbiamo inviato un’email a " + d.email + ".",
  openWebMail: (d: { "service": string | number }): string => "Apri " + d.service,
  magicLinkTryAgain: (): string => "Riprova",
  magicLinkResendEmail: (): string => "Invia di nuovo l’email",
  magicLinkDidntGetIt: (): string => "Non l’hai ricevuta?"
};
