// Compiled from src/i18n/messages/ar/forms.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "أو",
  tabsLabel: (): string => "طريقة تسجيل الدخول",
  tabText: (): string => "رسالة نصية",
  tabWhatsApp: (): string => "WhatsApp",
  tabEmail: (): string => "البريد الإلكتروني",
  emailFieldLabel: (): string => "البريد الإلكتروني",
  emailFieldPlaceholder: (): string => "example@email.com",
  continueWithEmail: (): string => "المتابعة باستخدام البريد الإلكتروني",
  countryFieldLabel: (): string => "البلد",
  phoneFieldLabel: (): string => "رقم الهاتف",
  phoneFieldPlaceholder: (): string => "(123) 456-7890",
  continueWithText: (): string => "المتابعة باستخدام رسالة نصية",
  continueWithWhatsApp: (): string => "المتابعة باستخدام WhatsApp"
};
