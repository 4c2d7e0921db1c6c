// Compiled from src/i18n/messages/tr/forms.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "veya",
  tabsLabel: (): string => "Giriş yöntemi",
  tabText: (): string => "SMS",
  tabWhatsApp: (): string => "WhatsApp",
  tabEmail: (): string => "E-posta",
  emailFieldLabel: (): string => "E-posta",
  emailFieldPlaceholder: (): string => "ornek@email.com",
  continueWithEmail: (): string => "E-postayla devam et",
  countryFieldLabel: (): string => "Ülke",
  phoneFieldLabel: (): string => "Telefon numarası",
  phoneFieldPlaceholder: (): string => "(123) 456-7890",
  continueWithText: (): string => "SMS ile devam et",
  continueWithWhatsApp: (): string => "WhatsApp ile devam et"
};
