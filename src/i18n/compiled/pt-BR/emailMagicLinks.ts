// Compiled from src/i18n/messages/pt-BR/emailMagicLinks.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "Confira seu e-mail",
  magicLinkSentTo: (d: { "email": string | number }): string => "Enviamos um e-mail para " + d.email + ".",
  openWebMail: (d: { "service": string | number }): string => "Abrir " + d.service,
  magicLinkTryAgain: (): string => "Tentar novamente",
  magicLinkResendEmail: (): string => "Reenviar e-mail",
  magicLinkDidntGetIt: (): string => "Não recebeu?"
};
