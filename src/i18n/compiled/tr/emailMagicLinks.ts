// Compiled from src/i18n/messages/tr/emailMagicLinks.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "E-postanızı kontrol edin",
  magicLinkSentTo: (d: { "email": string | number }): string => d.email + " adresine bir e-posta gönderdik.",
  openWebMail: (d: { "service": string | number }): string => d.service + " uygulamasını aç",
  magicLinkTryAgain: (): string => "Tekrar dene",
  magicLinkResendEmail: (): string => "E-postayı yeniden gönder",
  magicLinkDidntGetIt: (): string => "E-posta gelmedi mi?"
};
