// Compiled from src/i18n/messages/it/forms.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "oppure",
  tabsLabel: (): string => "Metodo di accesso",
  tabText: (): string => "SMS",
  tabWhatsApp: (): string => "WhatsApp",
  tabEmail: (): string => "Email",
  emailFieldLabel: (): string => "Email",
  emailFieldPlaceholder: (): string => "esempio@email.com",
  continueWithEmail: (): string => "Continua con l’email",
  countryFieldLabel: (): string => "Paese",
  phoneFieldLabel: (): string => "Numero di telefono",
  phoneFieldPlaceholder: (): string => "(123) 456-7890",
  continueWithText: (): string => "Continua con un SMS",
  continueWithWhatsApp: (): string => "Continua con WhatsApp"
};
