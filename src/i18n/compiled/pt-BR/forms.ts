// Compiled from src/i18n/messages/pt-BR/forms.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "ou",
  tabsLabel: (): string => "Forma de login",
  tabText: (): string => "SMS",
  tabWhatsApp: (): string => "WhatsApp",
  tabEmail: (): string => "E-mail",
  emailFieldLabel: (): string => "E-mail",
  emailFieldPlaceholder: (): string => "exemplo@email.com",
  continueWithEmail: (): string => "Continuar com e-mail",
  countryFieldLabel: (): string => "País",
  phoneFieldLabel: (): string => "Número de telefone",
  phoneFieldPlaceholder: (): string => "(123) 456-7890",
  continueWithText: (): string => "Continuar com SMS",
  continueWithWhatsApp: (): string => "Continuar com WhatsApp"
};
