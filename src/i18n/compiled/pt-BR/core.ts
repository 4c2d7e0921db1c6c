// Compiled from src/i18n/messages/pt-BR/core.json by scripts/messages.ts; edit the catalogue, not this file.

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
  genericError: (): string => "Algo deu errado. Tente novamente.",
  lastUsed: (): string => "Último usado"
};
