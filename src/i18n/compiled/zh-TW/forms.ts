// Compiled from src/i18n/messages/zh-TW/forms.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "或",
  tabsLabel: (): string => "登入方式",
  tabText: (): string => "簡訊",
  tabWhatsApp: (): string => "WhatsApp",
  tabEmail: (): string => "電子郵件",
  emailFieldLabel: (): string => "電子郵件",
  emailFieldPlaceholder: (): string => "example@email.com",
  continueWithEmail: (): string => "使用電子郵件繼續",
  countryFieldLabel: (): string => "國家/地區",
  phoneFieldLabel: (): string => "電話號碼",
  phoneFieldPlaceholder: (): string => "(123) 456-7890",
  continueWithText: (): string => "使用簡訊繼續",
  continueWithWhatsApp: (): string => "使用 WhatsApp 繼續"
};
