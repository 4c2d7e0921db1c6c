// Compiled from src/i18n/messages/it/otp.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "Inserisci il codice di verifica",
  otpSentTo: (d: { "destination": string | number }): string => "Abbiamo inviato un codice di verifica di 6 cifre a " + d.destination + ".",
  otpFieldLabel: (): string => "Codice di verifica monouso",
  otpDigitLabel: (d: { "count": number; "index": number }): string => "Cifra " + number("it", d.index, 0) + " di " + number("it", d.count, 0),
  otpVerifying: (): string => "Verifica del codice in corso…",
  otpExpiresIn: (d: { "time": string | number }): string => "Il codice scade tra " + d.time + ". Non l’hai ricevuto?",
  otpExpired: (): string => "Il codice è scaduto.",
  otpResendCode: (): string => "Invia di nuovo il codice",
  otpBack: (): string => "Indietro",
  otpSuccessHeading: (): string => "Verifica riuscita",
  otpSuccessText: (): string => "Il codice di verifica è stato confermato."
};
