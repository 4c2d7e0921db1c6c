// Compiled from src/i18n/messages/zh-CN/firstScreen.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "注册或登录",
  continueWithProvider: (d: { "name": string | number }): string => "通过 " + d.name + " 继续",
  logoAlt: (): string => "徽标",
  resetPasswordHeading: (): string => "重置密码",
  passkeyRegistrationHeading: (): string => "注册新的通行密钥",
  configErrorHeading: (): string => "无法登录",
  genericError: (): string => "出了点问题。请重试。",
  lastUsed: (): string => "上次使用"
};
