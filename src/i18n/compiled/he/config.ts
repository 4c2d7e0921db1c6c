// Compiled from src/i18n/messages/he/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => d.field + " חייב להיות אובייקט.",
  configUnknownOption: (d: { "field": string | number }): string => "אפשרות לא מוכרת: " + d.field + ".",
  configText: (d: { "field": string | number }): string => d.field + " חייב להיות מחרוזת לא ריקה.",
  configFlag: (d: { "field": string | number }): string => d.field + " חייב להיות true או false.",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => d.field + " חייב להיות מספר שלם בין " + d.min + " ל-" + d.max + ".",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => d.field + " חייב להיות אחד מהבאים: " + d.options + ".",
  configUrl: (d: { "field": string | number }): string => d.field + " חייב להיות כתובת URL מלאה מסוג http(s).",
  configCss: (d: { "field": string | number }): string => d.field + " אינו ערך CSS תקין.",
  configLoads: (d: { "field": string | number }): string => d.field + " לא יכול לטעון שום דבר.",
  configColour: (d: { "field": string | number }): string => d.field + " חייב להיות צבע, למשל \"⁦#0b6e4f⁩\" או \"⁦rgb(11 110 79)⁩\".",
  configList: (d: { "field": string | number }): string => d.field + " חייב להיות רשימה.",
  configRequired: (d: { "field": string | number }): string => d.field + " הוא שדה חובה.",
  configUnreadable: (d: { "reason": string | number }): string => "לא ניתן לקרוא את ההגדרות: " + d.reason,
  configNotJson: (d: { "reason": string | number }): string => "המאפיין config אינו JSON תקין: " + d.reason,
  configMissing: (): string => "נדרשות הגדרות עם מוצר אחד לפחות.",
  configProducts: (d: { "options": string | number }): string => "products חייב לכלול לפחות אחד מהבאים: " + d.options + ".",
  configOAuthProviders: (): string => "המוצר oauth דורש oauthOptions.providers עם ספק אחד לפחות.",
  configDuplicateProvider: (d: { "provider": string | number }): string => "oauthOptions.providers כולל את " + d.provider + " יותר מפעם אחת; יש לציין כל ספק פעם אחת בלבד.",
  configOtpMethods: (): string => "המוצר otp דורש otpOptions.methods (sms, whatsapp או email).",
  configPublicToken: (): string => "המאפיין public-token הוא חובה.",
  configMode: (d: { "options": string | number }): string => "המאפיין mode חייב להיות אחד מהבאים: " + d.options + ".",
  configProviderUrl: (d: { "reason": string | number }): string => String(d.reason),
  configEmlAndEmailOtp: (): string => "שגיאה: אי אפשר להשתמש גם בקישורי קסם באימייל וגם בקודי אימות באימייל",
  configPasskeysAlone: (): string => "שגיאה: אי אפשר להשתמש במפתחות גישה לבד, יש להוסיף מוצר נוסף להגדרות.",
  invalidConfig: (): string => "רכיב ההתחברות לא מוגדר כראוי:"
};
