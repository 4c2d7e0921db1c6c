// Compiled from src/i18n/messages/en/toasts.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "Code resent",
  magicLinkResent: (): string => "Email resent",
  toastDismiss: (): string => "Dismiss",
  toastsLabel: (): string => "Notifications"
};
