// Compiled from src/i18n/messages/ar/toasts.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "أُعيد إرسال الرمز",
  magicLinkResent: (): string => "أُعيد إرسال الرسالة",
  toastDismiss: (): string => "إغلاق",
  toastsLabel: (): string => "الإشعارات"
};
