// Compiled from src/i18n/messages/pt-BR/otp.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "Digite o código de verificação",
  otpSentTo: (d: { "destination": string | number }): string => "Enviamos um código de verificação de 6 dígitos para " + d.destination + ".",
  otpFieldLabel: (): string => "Código de verificação de uso único",
  otpDigitLabel: (d: { "count": number; "index": number }): string => "Dígito " + number("pt-BR", d.index, 0) + " de " + number("pt-BR", d.count, 0),
  otpVerifying: (): string => "Verificando o código…",
  otpExpiresIn: (d: { "time": string | number }): string => "Seu código expira em " + d.time + ". Não recebeu?",
  otpExpired: (): string => "Seu código expirou.",
  otpResendCode: (): string => "Reenviar código",
  otpBack: (): string => "Voltar",
  otpSuccessHeading: (): string => "Código verificado",
  otpSuccessText: (): string => "Seu código foi verificado com sucesso."
};
