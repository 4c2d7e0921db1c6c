// Compiled from src/i18n/messages/en/otp.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "Enter passcode",
  otpSentTo: (d: { "destination": string | number }): string => "A 6-digit passcode was sent to you at " + d.destination + ".",
  otpFieldLabel: (): string => "One-time passcode",
  otpDigitLabel: (d: { "count": number; "index": number }): string => "Digit " + number("en", d.index, 0) + " of " + number("en", d.count, 0),
  otpVerifying: (): string => "Verifying passcode...",
  otpExpiresIn: (d: { "time": string | number }): string => "Your code expires in " + d.time + ". Didn't get it?",
  otpExpired: (): string => "Your code has expired.",
  otpResendCode: (): string => "Resend code",
  otpBack: (): string => "Back",
  otpSuccessHeading: (): string => "Success",
  otpSuccessText: (): string => "Your passcode has been successfully verified."
};
