// Compiled from src/i18n/messages/en/forms.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "or",
  tabsLabel: (): string => "Sign-in method",
  tabText: (): string => "Text",
  tabWhatsApp: (): string => "WhatsApp",
  tabEmail: (): string => "Email",
  emailFieldLabel: (): string => "Email",
  emailFieldPlaceholder: (): string => "example@email.com",
  continueWithEmail: (): string => "Continue with email",
  countryFieldLabel: (): string => "Country",
  phoneFieldLabel: (): string => "Phone number",
  phoneFieldPlaceholder: (): string => "(123) 456-7890",
  continueWithText: (): string => "Continue with text message",
  continueWithWhatsApp: (): string => "Continue with WhatsApp"
};
