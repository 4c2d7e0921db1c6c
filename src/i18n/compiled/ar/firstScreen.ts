// Compiled from src/i18n/messages/ar/firstScreen.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "أنشئ حسابًا أو سجّل الدخول",
  continueWithProvider: (d: { "name": string | number }): string => "المتابعة باستخدام " + d.name,
  logoAlt: (): string => "الشعار",
  resetPasswordHeading: (): string => "إعادة تعيين كلمة المرور",
  passkeyRegistrationHeading: (): string => "تسجيل مفتاح مرور جديد",
  configErrorHeading: (): string => "تسجيل الدخول غير متاح",
  genericError: (): string => "حدث خطأ ما. يُرجى المحاولة مرة أخرى.",
  lastUsed: (): string => "آخر استخدام"
};
