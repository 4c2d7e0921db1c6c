// Compiled from src/i18n/messages/pl/toasts.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "Kod został wysłany ponownie",
  magicLinkResent: (): string => "E-mail został wysłany ponownie",
  toastDismiss: (): string => "Zamknij",
  toastsLabel: (): string => "Powiadomienia"
};
