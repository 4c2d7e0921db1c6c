// Compiled from src/i18n/messages/ko/toasts.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "코드를 다시 보냈습니다",
  magicLinkResent: (): string => "이메일을 다시 보냈습니다",
  toastDismiss: (): string => "닫기",
  toastsLabel: (): string => "알림"
};
