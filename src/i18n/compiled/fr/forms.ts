// Compiled from src/i18n/messages/fr/forms.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "ou",
  tabsLabel: (): string => "Mode de connexion",
  tabText: (): string => "SMS",
  tabWhatsApp: (): string => "WhatsApp",
  tabEmail: (): string => "E-mail",
  emailFieldLabel: (): string => "E-mail",
  emailFieldPlaceholder: (): string => "exemple@email.com",
  continueWithEmail: (): string => "Continuer par e-mail",
  countryFieldLabel: (): string => "Pays",
  phoneFieldLabel: (): string => "Numéro de téléphone",
  phoneFieldPlaceholder: (): string => "(123) 456-7890",
  continueWithText: (): string => "Continuer par SMS",
  continueWithWhatsApp: (): string => "Continuer avec WhatsApp"
};
