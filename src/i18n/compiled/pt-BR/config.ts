// Compiled from src/i18n/messages/pt-BR/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => d.field + " deve ser um objeto.",
  configUnknownOption: (d: { "field": string | number }): string => "Opção desconhecida: " + d.field + ".",
  configText: (d: { "field": string | number }): string => d.field + " deve ser um texto não vazio.",
  configFlag: (d: { "field": string | number }): string => d.field + " deve ser true ou false.",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => d.field + " deve ser um número inteiro de " + d.min + " a " + d.max + ".",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => d.field + " deve ser um dos seguintes valores: " + d.options + ".",
  configUrl: (d: { "field": string | number }): string => d.field + " deve ser uma URL http(s) absoluta.",
  configCss: (d: { "field": string | number }): string => d.field + " não é um valor CSS válido.",
  configLoads: (d: { "field": string | number }): string => d.field + " não pode carregar nada.",
  configColour: (d: { "field": string | number }): string => d.field + " deve ser uma cor, como “#0b6e4f” ou “rgb(11 110 79)”.",
  configList: (d: { "field": string | number }): string => d.field + " deve ser uma lista.",
  configRequired: (d: { "field": string | number }): string => d.field + " é obrigatório.",
  configUnreadable: (d: { "reason": string | number }): string => "Não foi possível ler a configuração: " + d.reason,
  configNotJson: (d: { "reason": string | number }): string => "O atributo config não é um JSON válido: " + d.reason,
  configMissing: (): string => "É necessária uma configuração com pelo menos um produto.",
  configProducts: (d: { "options": string | number }): string => "products deve listar pelo menos um dos seguintes valores: " + d.options + ".",
  configOAuthProviders: (): string => "O produto oauth precisa de oauthOptions.providers com pelo menos um provedor.",
  configDuplicateProvider: (d: { "provider": string | number }): string => "oauthOptions.providers lista " + d.provider + " mais de uma vez; liste cada provedor uma única vez.",
  configOtpMethods: (): string => "O produto otp precisa de otpOptions.methods (sms, whatsapp ou email).",
  configPublicToken: (): string => "O atributo public-token é obrigatório.",
  configMode: (d: { "options": string | number }): string => "O atributo mode deve ser um dos seguintes valores: " + d.options + ".",
  configProviderUrl: (d: { "reason": string | number }): string => String(d.reason),
  configEmlAndEmailOtp: (): string => "Erro: não é possível usar links mágicos por e-mail e códigos por e-mail ao mesmo tempo",
  configPasskeysAlone: (): string => "Erro: as chaves de acesso não podem ser usadas sozinhas; adicione outro produto à configuração.",
  invalidConfig: (): string => "O widget de login não está configurado corretamente:"
};
