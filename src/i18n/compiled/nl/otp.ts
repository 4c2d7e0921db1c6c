// Compiled from src/i18n/messages/nl/otp.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "Verificatiecode invoeren",
  otpSentTo: (d: { "destination": string | number }): string => "We hebben een verificatiecode van 6 cijfers gestuurd naar " + d.destination + ".",
  otpFieldLabel: (): string => "Eenmalige verificatiecode",
  otpDigitLabel: (d: { "count": number; "index": number }): string => "Cijfer " + number("nl", d.index, 0) + " van " + number("nl", d.count, 0),
  otpVerifying: (): string => "Code controleren…",
  otpExpiresIn: (d: { "time": string | number }): string => "Je code verloopt over " + d.time + ". Niets ontvangen?",
  otpExpired: (): string => "Je code is verlopen.",
  otpResendCode: (): string => "Code opnieuw sturen",
  otpBack: (): string => "Terug",
  otpSuccessHeading: (): string => "Geverifieerd",
  otpSuccessText: (): string => "Je verificatiecode is bevestigd."
};
