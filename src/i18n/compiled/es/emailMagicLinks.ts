// Compiled from src/i18n/messages/es/emailMagicLinks.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "Revisa tu correo",
  magicLinkSentTo: (d: { "email": string | number }): string => "Te hemos enviado un correo a " + d.email + ".",
  openWebMail: (d: { "service": string | number }): string => "Abrir " + d.service,
  magicLinkTryAgain: (): string => "Intentar de nuevo",
  magicLinkResendEmail: (): string => "Reenviar correo",
  magicLinkDidntGetIt: (): string => "¿No te ha llegado?"
};
