// Compiled from src/i18n/messages/he/errors.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const he = (n: number, ordinal?: boolean): string => new Intl.PluralRules("he", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "בדיקת האבטחה (captcha) שנדרשת להתחברות לא הופעלה. יש לטעון מחדש את הדף ולנסות שוב.",
  captchaFailed: (): string => "בדיקת האבטחה (captcha) נכשלה. אפשר לנסות שוב.",
  networkError: (): string => "לא ניתן ליצור קשר עם שירות ההתחברות. יש לבדוק את החיבור לאינטרנט ולנסות שוב.",
  timeoutError: (): string => "שירות ההתחברות לא הגיב בזמן. אפשר לנסות שוב.",
  invalidResponseError: (): string => "שירות ההתחברות שלח תשובה שלא ניתן לקרוא. אפשר לנסות שוב.",
  tooManyAttempts: (): string => "יותר מדי ניסיונות. יש להמתין רגע ולנסות שוב.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "יותר מדי ניסיונות. יש להמתין " + plural(d.seconds, 0, he, { one: "שנייה אחת", two: "שתי שניות", other: number("he", d.seconds, 0) + " שניות" }) + " ולנסות שוב.",
  "error.breached_password": (): string => "הסיסמה הזו הופיעה בדליפת מידע. יש לבחור סיסמה אחרת.",
  "error.weak_password": (): string => "הסיסמה הזו חלשה מדי. יש לבחור סיסמה חזקה יותר.",
  "error.unauthorized_credentials": (): string => "האימייל או הסיסמה שגויים.",
  "error.email_not_found": (): string => "לא נמצא חשבון עם כתובת האימייל הזו.",
  "error.duplicate_email": (): string => "כבר קיים חשבון עם כתובת האימייל הזו.",
  "error.invalid_email": (): string => "כתובת אימייל לא תקינה",
  "error.invalid_phone_number": (): string => "מספר הטלפון לא תקין, אפשר לנסות שוב.",
  "error.phone_number_not_found": (): string => "לא נמצא חשבון עם מספר הטלפון הזה.",
  "error.invalid_region_code": (): string => "אי אפשר להשתמש כאן במספרי טלפון של המדינה הזו. יש לבחור מדינה אחרת.",
  "error.magic_link_not_found": (): string => "תוקף קישור ההתחברות פג או שכבר נעשה בו שימוש. יש לבקש קישור חדש.",
  "error.unable_to_auth_magic_link": (): string => "תוקף קישור ההתחברות פג או שכבר נעשה בו שימוש. יש לבקש קישור חדש.",
  "error.unable_to_auth_password_reset_token": (): string => "תוקף הקישור לאיפוס הסיסמה פג או שכבר נעשה בו שימוש. יש לבקש קישור חדש.",
  "error.session_not_found": (): string => "תוקף ההתחברות פג. יש להתחבר שוב.",
  "error.crypto_wallet_not_found": (): string => "הארנק הזה לא מקושר לשום חשבון.",
  "error.unable_to_authenticate_crypto_wallet": (): string => "לא ניתן לאמת את החתימה של הארנק. אפשר לנסות שוב.",
  "error.siwe_message_expired": (): string => "תוקף הודעת ההתחברות פג. יש לחתום עליה שוב.",
  "error.invalid_crypto_wallet_address": (): string => "כתובת הארנק לא תקינה.",
  "error.wallet_connect_failed": (): string => "לא ניתן ליצור חיבור לארנק",
  "error.wallet_sign_failed": (): string => "לא ניתן לחתום על ההודעה",
  passkeyNotFound: (): string => "הרישום של מפתח הגישה לא נמצא. ייתכן שהוא נמחק מהחשבון אבל לא ממנהל הסיסמאות. אפשר לנסות שוב.",
  passkeyUnknownError: (): string => "אירעה שגיאה לא ידועה במהלך האימות באמצעות מפתח הגישה. אפשר לנסות שוב.",
  passkeyAlreadyRegistered: (): string => "אי אפשר ליצור את מפתח הגישה כי נראה שהוא כבר רשום. ייתכן שהוא נרשם במכשיר אחר וסונכרן בין המכשירים.",
  passkeyNotCreated: (): string => "מפתח הגישה לא נוצר. אפשר ללחוץ על \"יצירת מפתח גישה\" כדי לנסות שוב, או לדלג בלי להוסיף מפתח גישה.",
  invalidEmailOtp: (): string => "כתובת האימייל לא תקינה, אפשר לנסות שוב.",
  invalidEmail: (): string => "כתובת אימייל לא תקינה",
  invalidPhone: (): string => "מספר הטלפון לא תקין, אפשר לנסות שוב.",
  phoneToolsFailed: (): string => "לא ניתן היה לטעון את ההתחברות באמצעות טלפון. יש לבדוק את החיבור לאינטרנט ולטעון מחדש את הדף.",
  invalidPasscode: (): string => "קוד האימות שגוי, אפשר לנסות שוב.",
  productUnavailable: (): string => "אפשרות ההתחברות הזו אינה זמינה כרגע.",
  productUnavailableBack: (): string => "חזרה"
};
