// Compiled from src/i18n/messages/es/otp.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "Introduce el código de verificación",
  otpSentTo: (d: { "destination": string | number }): string => "Te hemos enviado un código de verificación de 6 dígitos a " + d.destination + ".",
  otpFieldLabel: (): string => "Código de verificación de un solo uso",
  otpDigitLabel: (d: { "count": number; "index": number }): string => "Dígito " + number("es", d.index, 0) + " de " + number("es", d.count, 0),
  otpVerifying: (): string => "Verificando el código…",
  otpExpiresIn: (d: { "time": string | number }): string => "Tu código caduca en " + d.time + ". ¿No te ha llegado?",
  otpExpired: (): string => "Tu código ha caducado.",
  otpResendCode: (): string => "Reenviar código",
  otpBack: (): string => "Volver",
  otpSuccessHeading: (): string => "Código verificado",
  otpSuccessText: (): string => "Tu código se ha verificado correctamente."
};
