// Compiled from src/i18n/messages/he/toasts.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "הקוד נשלח מחדש",
  magicLinkResent: (): string => "האימייל נשלח מחדש",
  toastDismiss: (): string => "סגירה",
  toastsLabel: (): string => "התראות"
};
