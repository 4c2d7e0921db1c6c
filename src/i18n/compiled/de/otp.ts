// Compiled from src/i18n/messages/de/otp.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "Code eingeben",
  otpSentTo: (d: { "destination": string | number }): string => "Ein 6-stelliger Code wurde an " + d.destination + " gesendet.",
  otpFieldLabel: (): string => "Einmalcode",
  otpDigitLabel: (d: { "count": number; "index": number }): string => "Ziffer " + number("de", d.index, 0) + " von " + number("de", d.count, 0),
  otpVerifying: (): string => "Code wird geprüft …",
  otpExpiresIn: (d: { "time": string | number }): string => "Ihr Code läuft in " + d.time + " ab. Keinen Code erhalten?",
  otpExpired: (): string => "Ihr Code ist abgelaufen.",
  otpResendCode: (): string => "Code erneut senden",
  otpBack: (): string => "Zurück",
  otpSuccessHeading: (): string => "Erfolgreich bestätigt",
  otpSuccessText: (): string => "Ihr Code wurde erfolgreich bestätigt."
};
