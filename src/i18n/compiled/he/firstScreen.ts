// Compiled from src/i18n/messages/he/firstScreen.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "הרשמה או התחברות",
  continueWithProvider: (d: { "name": string | number }): string => "המשך עם " + d.name,
  logoAlt: (): string => "לוגו",
  resetPasswordHeading: (): string => "איפוס הסיסמה",
  passkeyRegistrationHeading: (): string => "רישום מפתח גישה חדש",
  configErrorHeading: (): string => "ההתחברות לא זמינה",
  genericError: (): string => "משהו השתבש. אפשר לנסות שוב.",
  lastUsed: (): string => "בשימוש לאחרונה"
};
