// Compiled from src/i18n/messages/nl/emailMagicLinks.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "Bekijk je e-mail",
  magicLinkSentTo: (d: { "email": string | number }): string => "We hebben een e-mail gestuurd naar " + d.email + ".",
  openWebMail: (d: { "service": string | number }): string => d.service + " openen",
  magicLinkTryAgain: (): string => "Opnieuw proberen",
  magicLinkResendEmail: (): string => "E-mail opnieuw sturen",
  magicLinkDidntGetIt: (): string => "Niets ontvangen?"
};
