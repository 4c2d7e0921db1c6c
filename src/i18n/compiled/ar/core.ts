// Compiled from src/i18n/messages/ar/core.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const ar = (n: number, ordinal?: boolean): string => new Intl.PluralRules("ar", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  header: (): string => "أنشئ حسابًا أو سجّل الدخول",
  divider: (): string => "أو",
  continueWithProvider: (d: { "name": string | number }): string => "المتابعة باستخدام " + d.name,
  logoAlt: (): string => "الشعار",
  invalidEmailOtp: (): string => "البريد الإلكتروني غير صالح، يُرجى المحاولة مرة أخرى.",
  invalidEmail: (): string => "عنوان البريد الإلكتروني غير صالح",
  invalidPhone: (): string => "رقم الهاتف غير صالح، يُرجى المحاولة مرة أخرى.",
  invalidPasscode: (): string => "رمز المرور غير صالح، يُرجى المحاولة مرة أخرى.",
  resetPasswordHeading: (): string => "إعادة تعيين كلمة المرور",
  passkeyRegistrationHeading: (): string => "تسجيل مفتاح مرور جديد",
  configErrorHeading: (): string => "تسجيل الدخول غير متاح",
  invalidConfig: (): string => "أداة تسجيل الدخول غير مهيأة بشكل صحيح:",
  captchaRequired: (): string => "يتطلب تسجيل الدخول هذا فحصًا أمنيًا (captcha) لم يُنفَّذ. أعد تحميل الصفحة وحاول مرة أخرى.",
  captchaFailed: (): string => "فشل الفحص الأمني (captcha). يُرجى المحاولة مرة أخرى.",
  genericError: (): string => "حدث خطأ ما. يُرجى المحاولة مرة أخرى.",
  networkError: (): string => "تعذّر الوصول إلى خدمة تسجيل الدخول. تحقّق من اتصالك وحاول مرة أخرى.",
  timeoutError: (): string => "استغرقت خدمة تسجيل الدخول وقتًا طويلًا للرد. يُرجى المحاولة مرة أخرى.",
  invalidResponseError: (): string => "أرسلت خدمة تسجيل الدخول ردًا تعذّرت قراءته. يُرجى المحاولة مرة أخرى.",
  tooManyAttempts: (): string => "محاولات كثيرة جدًا. انتظر قليلًا ثم حاول مرة أخرى.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "محاولات كثيرة جدًا. انتظر " + plural(d.seconds, 0, ar, { zero: number("ar", d.seconds, 0) + " ثانية", one: "ثانية واحدة", two: "ثانيتين", few: number("ar", d.seconds, 0) + " ثوانٍ", many: number("ar", d.seconds, 0) + " ثانية", other: number("ar", d.seconds, 0) + " ثانية" }) + " ثم حاول مرة أخرى."
};
