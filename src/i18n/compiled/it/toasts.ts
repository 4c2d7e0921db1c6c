// Compiled from src/i18n/messages/it/toasts.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "Codice inviato di nuovo",
  magicLinkResent: (): string => "Email inviata di nuovo",
  toastDismiss: (): string => "Chiudi",
  toastsLabel: (): string => "Notifiche"
};
