// Compiled from src/i18n/messages/pl/otp.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "Wpisz kod weryfikacyjny",
  otpSentTo: (d: { "destination": string | number }): string => "Wysłaliśmy 6-cyfrowy kod weryfikacyjny na " + d.destination + ".",
  otpFieldLabel: (): string => "Jednorazowy kod weryfikacyjny",
  otpDigitLabel: (d: { "count": number; "index": number }): string => "Cyfra " + number("pl", d.index, 0) + " z " + number("pl", d.count, 0),
  otpVerifying: (): string => "Sprawdzanie kodu…",
  otpExpiresIn: (d: { "time": string | number }): string => "Kod wygaśnie za " + d.time + ". Kod nie dotarł?",
  otpExpired: (): string => "Kod wygasł.",
  otpResendCode: (): string => "Wyślij kod ponownie",
  otpBack: (): string => "Wstecz",
  otpSuccessHeading: (): string => "Zweryfikowano",
  otpSuccessText: (): string => "Kod weryfikacyjny został potwierdzony."
};
