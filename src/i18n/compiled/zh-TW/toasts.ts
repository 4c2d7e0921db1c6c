// Compiled from src/i18n/messages/zh-TW/toasts.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "已重新傳送驗證碼",
  magicLinkResent: (): string => "已重新寄送電子郵件",
  toastDismiss: (): string => "關閉",
  toastsLabel: (): string => "通知"
};
