// Compiled from src/i18n/messages/ja/forms.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "または",
  tabsLabel: (): string => "ログイン方法",
  tabText: (): string => "SMS",
  tabWhatsApp: (): string => "WhatsApp",
  tabEmail: (): string => "メール",
  emailFieldLabel: (): string => "メールアドレス",
  emailFieldPlaceholder: (): string => "example@email.com",
  continueWithEmail: (): string => "メールアドレスで続ける",
  countryFieldLabel: (): string => "国・地域",
  phoneFieldLabel: (): string => "電話番号",
  phoneFieldPlaceholder: (): string => "(123) 456-7890",
  continueWithText: (): string => "SMS で続ける",
  continueWithWhatsApp: (): string => "WhatsApp で続ける"
};
