// Compiled from src/i18n/messages/zh-CN/emailMagicLinks.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "查看邮箱",
  magicLinkSentTo: (d: { "email": string | number }): string => "已向 " + d.email + " 发送一封邮件。",
  openWebMail: (d: { "service": string | number }): string => "打开 " + d.service,
  magicLinkTryAgain: (): string => "重试",
  magicLinkResendEmail: (): string => "重新发送邮件",
  magicLinkDidntGetIt: (): string => "没有收到？"
};
