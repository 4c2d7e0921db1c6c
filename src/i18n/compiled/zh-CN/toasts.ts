// Compiled from src/i18n/messages/zh-CN/toasts.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "验证码已重新发送",
  magicLinkResent: (): string => "邮件已重新发送",
  toastDismiss: (): string => "关闭",
  toastsLabel: (): string => "通知"
};
