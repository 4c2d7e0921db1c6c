// Compiled from src/i18n/messages/ko/forms.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "또는",
  tabsLabel: (): string => "로그인 방법",
  tabText: (): string => "문자 메시지",
  tabWhatsApp: (): string => "WhatsApp",
  tabEmail: (): string => "이메일",
  emailFieldLabel: (): string => "이메일",
  emailFieldPlaceholder: (): string => "example@email.com",
  continueWithEmail: (): string => "이메일로 계속하기",
  countryFieldLabel: (): string => "국가",
  phoneFieldLabel: (): string => "전화번호",
  phoneFieldPlaceholder: (): string => "(123) 456-7890",
  continueWithText: (): string => "문자 메시지로 계속하기",
  continueWithWhatsApp: (): string => "WhatsApp으로 계속하기"
};
