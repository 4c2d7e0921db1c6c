// Compiled from src/i18n/messages/he/forms.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "או",
  tabsLabel: (): string => "שיטת התחברות",
  tabText: (): string => "SMS",
  tabWhatsApp: (): string => "WhatsApp",
  tabEmail: (): string => "אימייל",
  emailFieldLabel: (): string => "אימייל",
  emailFieldPlaceholder: (): string => "example@email.com",
  continueWithEmail: (): string => "המשך עם אימייל",
  countryFieldLabel: (): string => "מדינה",
  phoneFieldLabel: (): string => "מספר טלפון",
  phoneFieldPlaceholder: (): string => "(123) 456-7890",
  continueWithText: (): string => "המשך עם הודעת SMS",
  continueWithWhatsApp: (): string => "המשך עם WhatsApp"
};
