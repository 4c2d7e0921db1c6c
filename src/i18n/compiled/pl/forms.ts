// Compiled from src/i18n/messages/pl/forms.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "lub",
  tabsLabel: (): string => "Metoda logowania",
  tabText: (): string => "SMS",
  tabWhatsApp: (): string => "WhatsApp",
  tabEmail: (): string => "E-mail",
  emailFieldLabel: (): string => "Adres e-mail",
  emailFieldPlaceholder: (): string => "przyklad@email.pl",
  continueWithEmail: (): string => "Kontynuuj przez e-mail",
  countryFieldLabel: (): string => "Kraj",
  phoneFieldLabel: (): string => "Numer telefonu",
  phoneFieldPlaceholder: (): string => "(123) 456-7890",
  continueWithText: (): string => "Kontynuuj przez SMS",
  continueWithWhatsApp: (): string => "Kontynuuj przez WhatsApp"
};
