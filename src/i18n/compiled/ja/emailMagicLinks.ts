// Compiled from src/i18n/messages/ja/emailMagicLinks.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "メールを確認してください",
  magicLinkSentTo: (d: { "email": string | number }): string => d.email + " にメールを送信しました。",
  openWebMail: (d: { "service": string | number }): string => d.service + " を開く",
  magicLinkTryAgain: (): string => "もう一度試す",
  magicLinkResendEmail: (): string => "メールを再送信",
  magicLinkDidntGetIt: (): string => "届いていませんか？"
};
