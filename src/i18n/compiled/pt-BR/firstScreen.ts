// Compiled from src/i18n/messages/pt-BR/firstScreen.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "Cadastre-se ou entre",
  continueWithProvider: (d: { "name": string | number }): string => "Continuar com " + d.name,
  logoAlt: (): string => "Logotipo",
  resetPasswordHeading: (): string => "Redefina sua senha",
  passkeyRegistrationHeading: (): string => "Registre uma nova chave de acesso",
  configErrorHeading: (): string => "Login indisponível",
  genericError: (): string => "Algo deu errado. Tente novamente.",
  lastUsed: (): string => "Último uso"
};
