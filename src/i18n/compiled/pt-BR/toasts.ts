// Compiled from src/i18n/messages/pt-BR/toasts.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "Código reenviado",
  magicLinkResent: (): string => "E-mail reenviado",
  toastDismiss: (): string => "Fechar",
  toastsLabel: (): string => "Notificações"
};
