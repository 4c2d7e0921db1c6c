// Compiled from src/i18n/messages/he/otp.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "הזנת קוד האימות",
  otpSentTo: (d: { "destination": string | number }): string => "קוד אימות בן 6 ספרות נשלח אל " + d.destination + ".",
  otpFieldLabel: (): string => "קוד אימות חד־פעמי",
  otpDigitLabel: (d: { "count": number; "index": number }): string => "ספרה " + number("he", d.index, 0) + " מתוך " + number("he", d.count, 0),
  otpVerifying: (): string => "מתבצע אימות של הקוד…",
  otpExpiresIn: (d: { "time": string | number }): string => "תוקף הקוד יפוג בעוד " + d.time + ". הקוד לא הגיע?",
  otpExpired: (): string => "פג תוקף הקוד.",
  otpResendCode: (): string => "שליחת הקוד מחדש",
  otpBack: (): string => "חזרה",
  otpSuccessHeading: (): string => "האימות הצליח",
  otpSuccessText: (): string => "הקוד אומת בהצלחה."
};
