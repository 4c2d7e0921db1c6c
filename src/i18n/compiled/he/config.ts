// Compiled from src/i18n/messages/he/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configErrorEmlAndEmailOtp: (): string => "שגיאה: אי אפשר להשתמש גם בקישורי התחברות באימייל וגם בקודי גישה באימייל.",
  configErrorPasskeysAlone: (): string => "שגיאה: אי אפשר להשתמש במפתחות גישה בלבד; יש להוסיף מוצר נוסף להגדרות."
};
