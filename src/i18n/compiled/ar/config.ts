// Compiled from src/i18n/messages/ar/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configErrorEmlAndEmailOtp: (): string => "خطأ: لا يمكن استخدام روابط تسجيل الدخول عبر البريد الإلكتروني ورموز المرور عبر البريد الإلكتروني معًا.",
  configErrorPasskeysAlone: (): string => "خطأ: لا يمكن استخدام مفاتيح المرور وحدها، يُرجى إضافة منتج آخر إلى الإعدادات."
};
