// Compiled from src/i18n/messages/es/forms.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "o",
  tabsLabel: (): string => "Método de inicio de sesión",
  tabText: (): string => "SMS",
  tabWhatsApp: (): string => "WhatsApp",
  tabEmail: (): string => "Correo",
  emailFieldLabel: (): string => "Correo electrónico",
  emailFieldPlaceholder: (): string => "ejemplo@correo.com",
  continueWithEmail: (): string => "Continuar con correo electrónico",
  countryFieldLabel: (): string => "País",
  phoneFieldLabel: (): string => "Número de teléfono",
  phoneFieldPlaceholder: (): string => "(123) 456-7890",
  continueWithText: (): string => "Continuar con SMS",
  continueWithWhatsApp: (): string => "Continuar con WhatsApp"
};
