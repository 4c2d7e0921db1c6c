// Compiled from src/i18n/messages/de/emailMagicLinks.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "Prüfen Sie Ihr Postfach",
  magicLinkSentTo: (d: { "email": string | number }): string => "Eine E-Mail wurde an " + d.email + " gesendet.",
  openWebMail: (d: { "service": string | number }): string => d.service + " öffnen",
  magicLinkTryAgain: (): string => "Erneut versuchen",
  magicLinkResendEmail: (): string => "E-Mail erneut senden",
  magicLinkDidntGetIt: (): string => "Keine E-Mail erhalten?"
};
