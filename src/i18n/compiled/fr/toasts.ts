// Compiled from src/i18n/messages/fr/toasts.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "Code renvoyé",
  magicLinkResent: (): string => "E-mail renvoyé",
  toastDismiss: (): string => "Fermer",
  toastsLabel: (): string => "Notifications"
};
