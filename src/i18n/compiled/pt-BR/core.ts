// Compiled from src/i18n/messages/pt-BR/core.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const pt = (n: number, ordinal?: boolean): string => new Intl.PluralRules("pt-BR", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  header: (): string => "Cadastre-se ou entre",
  divider: (): string => "ou",
  continueWithProvider: (d: { "name": string | number }): string => "Continuar com " + d.name,
  logoAlt: (): string => "Logotipo",
  invalidEmailOtp: (): string => "E-mail inválido, tente novamente.",
  invalidEmail: (): string => "Endereço de e-mail inválido",
  invalidPhone: (): string => "Número de telefone inválido, tente novamente.",
  invalidPasscode: (): string => "Código de acesso inválido, tente novamente.",
  resetPasswordHeading: (): string => "Redefina sua senha",
  passkeyRegistrationHeading: (): string => "Registrar uma nova chave de acesso",
  configErrorHeading: (): string => "Login indisponível",
  invalidConfig: (): string => "O widget de login não está configurado corretamente:",
  captchaRequired: (): string => "Este login precisa de uma verificação de segurança (captcha) que não foi executada. Recarregue a página e tente novamente.",
  captchaFailed: (): string => "A verificação de segurança (captcha) falhou. Tente novamente.",
  genericError: (): string => "Algo deu errado. Tente novamente.",
  networkError: (): string => "Não foi possível acessar o serviço de login. Verifique sua conexão e tente novamente.",
  timeoutError: (): string => "O serviço de login demorou demais para responder. Tente novamente.",
  invalidResponseError: (): string => "O serviço de login enviou uma resposta que não pôde ser lida. Tente novamente.",
  tooManyAttempts: (): string => "Muitas tentativas. Aguarde um momento e tente novamente.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "Muitas tentativas. Aguarde " + plural(d.seconds, 0, pt, { one: number("pt-BR", d.seconds, 0) + " segundo", other: number("pt-BR", d.seconds, 0) + " segundos" }) + " e tente novamente."
};
