// Compiled from src/i18n/messages/he/core.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const he = (n: number, ordinal?: boolean): string => new Intl.PluralRules("he", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
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
  captchaRequired: (): string => "ההתחברות הזו דורשת בדיקת אבטחה (captcha) שלא הופעלה. יש לטעון מחדש את הדף ולנסות שוב.",
  captchaFailed: (): string => "בדיקת האבטחה (captcha) נכשלה. אפשר לנסות שוב.",
  genericError: (): string => "משהו השתבש. אפשר לנסות שוב.",
  networkError: (): string => "אין גישה לשירות ההתחברות. יש לבדוק את החיבור ולנסות שוב.",
  timeoutError: (): string => "שירות ההתחברות לא הגיב בזמן. אפשר לנסות שוב.",
  invalidResponseError: (): string => "שירות ההתחברות שלח תשובה שלא ניתן לקרוא. אפשר לנסות שוב.",
  tooManyAttempts: (): string => "יותר מדי ניסיונות. יש להמתין רגע ולנסות שוב.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "יותר מדי ניסיונות. יש להמתין " + plural(d.seconds, 0, he, { one: "שנייה אחת", two: "שתי שניות", other: number("he", d.seconds, 0) + " שניות" }) + " ולנסות שוב."
};
