// Compiled from src/i18n/messages/he/emailMagicLinks.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "נא לבדוק את תיבת האימייל",
  magicLinkSentTo: (d: { "email": string | number }): string => "נשלח אימייל אל " + d.email + ".",
  openWebMail: (d: { "service": string | number }): string => "פתיחת " + d.service,
  magicLinkTryAgain: (): string => "ניסיון נוסף",
  magicLinkResendEmail: (): string => "שליחת האימייל מחדש",
  magicLinkDidntGetIt: (): string => "האימייל לא הגיע?"
};
