// Compiled from src/i18n/messages/nl/forms.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "of",
  tabsLabel: (): string => "Inlogmethode",
  tabText: (): string => "Sms",
  tabWhatsApp: (): string => "WhatsApp",
  tabEmail: (): string => "E-mail",
  emailFieldLabel: (): string => "E-mailadres",
  emailFieldPlaceholder: (): string => "voorbeeld@email.nl",
  continueWithEmail: (): string => "Doorgaan met e-mail",
  countryFieldLabel: (): string => "Land",
  phoneFieldLabel: (): string => "Telefoonnummer",
  phoneFieldPlaceholder: (): string => "(123) 456-7890",
  continueWithText: (): string => "Doorgaan met sms",
  continueWithWhatsApp: (): string => "Doorgaan met WhatsApp"
};
