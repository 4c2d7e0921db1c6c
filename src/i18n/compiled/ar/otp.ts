// Compiled from src/i18n/messages/ar/otp.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "أدخل رمز التحقق",
  otpSentTo: (d: { "destination": string | number }): string => "أُرسل رمز تحقق مكوّن من 6 أرقام إلى " + d.destination + ".",
  otpFieldLabel: (): string => "رمز التحقق لمرة واحدة",
  otpDigitLabel: (d: { "count": number; "index": number }): string => "الرقم " + number("ar", d.index, 0) + " من " + number("ar", d.count, 0),
  otpVerifying: (): string => "جارٍ التحقق من الرمز…",
  otpExpiresIn: (d: { "time": string | number }): string => "تنتهي صلاحية رمزك خلال " + d.time + ". ألم يصلك؟",
  otpExpired: (): string => "انتهت صلاحية رمزك.",
  otpResendCode: (): string => "إعادة إرسال الرمز",
  otpBack: (): string => "رجوع",
  otpSuccessHeading: (): string => "تم التحقق بنجاح",
  otpSuccessText: (): string => "تم التحقق من الرمز بنجاح."
};
