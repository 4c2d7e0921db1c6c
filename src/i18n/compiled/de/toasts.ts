// Compiled from src/i18n/messages/de/toasts.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "Code erneut gesendet",
  magicLinkResent: (): string => "E-Mail erneut gesendet",
  toastDismiss: (): string => "Schließen",
  toastsLabel: (): string => "Benachrichtigungen"
};
