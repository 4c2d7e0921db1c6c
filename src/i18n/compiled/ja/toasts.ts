// Compiled from src/i18n/messages/ja/toasts.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "コードを再送信しました",
  magicLinkResent: (): string => "メールを再送信しました",
  toastDismiss: (): string => "閉じる",
  toastsLabel: (): string => "通知"
};
