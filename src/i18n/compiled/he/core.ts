// Compiled from src/i18n/messages/he/core.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "הרשמה או התחברות",
  divider: (): string => "או",
  continueWithProvider: (d: { "name": string | number }): string => "המשך עם " + d.name,
  logoAlt: (): string => "לוגו",
  invalidEmailOtp: (): string => "כתובת האימייל לא תקינה, אפשר לנסות שוב.",
  invalidEmail: (): string => "כתובת אימייל לא תקינה",
  invalidPhone: (): string => "מספר הטלפון לא תקין, אפשר לנסות שוב.",
  invalidPasscode: (): string => "קוד הגישה לא תקין, אפשר לנסות שוב.",
  resetPasswordHeading: (): string => "איפוס הסיסמה",
  passkeyRegistrationHeading: (): string => "רישום מפתח גישה חדש",
  configErrorHeading: (): string => "ההתחברות לא זמינה",
  invalidConfig: (): string => "רכיב ההתחברות לא מוגדר כראוי:",
  genericError: (): string => "משהו השתבש. אפשר לנסות שוב.",
  lastUsed: (): string => "בשימוש לאחרונה"
};
