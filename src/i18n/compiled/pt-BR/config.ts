// Compiled from src/i18n/messages/pt-BR/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configErrorEmlAndEmailOtp: (): string => "Erro: não é possível usar links de acesso por e-mail e códigos de acesso por e-mail ao mesmo tempo.",
  configErrorPasskeysAlone: (): string => "Erro: as chaves de acesso não podem ser usadas sozinhas; adicione outro produto à configuração."
};
