// Compiled from src/i18n/messages/zh-TW/emailMagicLinks.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "請查看電子郵件",
  magicLinkSentTo: (d: { "email": string | number }): string => "我們已寄送電子郵件到 " + d.email + "。",
  openWebMail: (d: { "service": string | number }): string => "開啟 " + d.service,
  magicLinkTryAgain: (): string => "再試一次",
  magicLinkResendEmail: (): string => "重新寄送電子郵件",
  magicLinkDidntGetIt: (): string => "沒有收到嗎？"
};
