// Compiled from src/i18n/messages/en/emailMagicLinks.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "Check your email",
  magicLinkSentTo: (d: { "email": string | number }): string => "An email was sent to " + d.email + ".",
  openWebMail: (d: { "service": string | number }): string => "Open " + d.service,
  magicLinkTryAgain: (): string => "Try again",
  magicLinkResendEmail: (): string => "Resend email",
  magicLinkDidntGetIt: (): string => "Didn't get it?"
};
