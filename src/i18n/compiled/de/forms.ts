// Compiled from src/i18n/messages/de/forms.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "oder",
  tabsLabel: (): string => "Anmeldemethode",
  tabText: (): string => "SMS",
  tabWhatsApp: (): string => "WhatsApp",
  tabEmail: (): string => "E-Mail",
  emailFieldLabel: (): string => "E-Mail",
  emailFieldPlaceholder: (): string => "beispiel@email.de",
  continueWithEmail: (): string => "Weiter mit E-Mail",
  countryFieldLabel: (): string => "Land",
  phoneFieldLabel: (): string => "Telefonnummer",
  phoneFieldPlaceholder: (): string => "(123) 456-7890",
  continueWithText: (): string => "Weiter per SMS",
  continueWithWhatsApp: (): string => "Weiter mit WhatsApp"
};
