// Compiled from src/i18n/messages/ar/emailMagicLinks.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "تحقّق من بريدك الإلكتروني",
  magicLinkSentTo: (d: { "email": string | number }): string => "أُرسلت رسالة إلى " + d.email + ".",
  openWebMail: (d: { "service": string | number }): string => "فتح " + d.service,
  magicLinkTryAgain: (): string => "إعادة المحاولة",
  magicLinkResendEmail: (): string => "إعادة إرسال الرسالة",
  magicLinkDidntGetIt: (): string => "ألم تصلك الرسالة؟"
};
