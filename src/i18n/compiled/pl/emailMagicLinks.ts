// Compiled from src/i18n/messages/pl/emailMagicLinks.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "Sprawdź pocztę",
  magicLinkSentTo: (d: { "email": string | number }): string => "Wysłaliśmy e-mail na adres " + d.email + ".",
  openWebMail: (d: { "service": string | number }): string => "Otwórz " + d.service,
  magicLinkTryAgain: (): string => "Spróbuj ponownie",
  magicLinkResendEmail: (): string => "Wyślij e-mail ponownie",
  magicLinkDidntGetIt: (): string => "E-mail nie dotarł?"
};
