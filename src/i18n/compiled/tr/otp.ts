// Compiled from src/i18n/messages/tr/otp.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "Doğrulama kodunu girin",
  otpSentTo: (d: { "destination": string | number }): string => "6 haneli doğrulama kodunu şuraya gönderdik: " + d.destination + ".",
  otpFieldLabel: (): string => "Tek kullanımlık doğrulama kodu",
  otpDigitLabel: (d: { "count": number; "index": number }): string => number("tr", d.count, 0) + " haneden " + number("tr", d.index, 0) + ". hane",
  otpVerifying: (): string => "Kod doğrulanıyor…",
  otpExpiresIn: (d: { "time": string | number }): string => "Kodunuzun süresi " + d.time + " içinde doluyor. Kod gelmedi mi?",
  otpExpired: (): string => "Kodunuzun süresi doldu.",
  otpResendCode: (): string => "Kodu yeniden gönder",
  otpBack: (): string => "Geri",
  otpSuccessHeading: (): string => "Doğrulama başarılı",
  otpSuccessText: (): string => "Doğrulama kodunuz onaylandı."
};
