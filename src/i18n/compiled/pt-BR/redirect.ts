// Compiled from src/i18n/messages/pt-BR/redirect.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "Login concluído",
  redirectSuccessText: (): string => "Você entrou na sua conta."
};
