// Compiled from src/i18n/messages/tr/toasts.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "Kod yeniden gönderildi",
  magicLinkResent: (): string => "E-posta yeniden gönderildi",
  toastDismiss: (): string => "Kapat",
  toastsLabel: (): string => "Bildirimler"
};
