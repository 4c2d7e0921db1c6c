// Compiled from src/i18n/messages/nl/toasts.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "Code opnieuw gestuurd",
  magicLinkResent: (): string => "E-mail opnieuw gestuurd",
  toastDismiss: (): string => "Sluiten",
  toastsLabel: (): string => "Meldingen"
};
