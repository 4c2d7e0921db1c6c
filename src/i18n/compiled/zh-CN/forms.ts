// Compiled from src/i18n/messages/zh-CN/forms.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "或",
  tabsLabel: (): string => "登录方式",
  tabText: (): string => "短信",
  tabWhatsApp: (): string => "WhatsApp",
  tabEmail: (): string => "邮箱",
  emailFieldLabel: (): string => "邮箱",
  emailFieldPlaceholder: (): string => "example@email.com",
  continueWithEmail: (): string => "通过邮箱继续",
  countryFieldLabel: (): string => "国家/地区",
  phoneFieldLabel: (): string => "手机号码",
  phoneFieldPlaceholder: (): string => "(123) 456-7890",
  continueWithText: (): string => "通过短信继续",
  continueWithWhatsApp: (): string => "通过 WhatsApp 继续"
};
