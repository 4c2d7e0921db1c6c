// Compiled from src/i18n/messages/zh-CN/core.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "注册或登录",
  divider: (): string => "或",
  continueWithProvider: (d: { "name": string | number }): string => "通过 " + d.name + " 继续",
  logoAlt: (): string => "徽标",
  invalidEmailOtp: (): string => "电子邮件无效，请重试。",
  invalidEmail: (): string => "电子邮件地址无效",
  invalidPhone: (): string => "电话号码无效，请重试。",
  invalidPasscode: (): string => "验证码无效，请重试。",
  resetPasswordHeading: (): string => "重置密码",
  passkeyRegistrationHeading: (): string => "注册新的通行密钥",
  configErrorHeading: (): string => "无法登录",
  invalidConfig: (): string => "登录组件的配置不正确：",
  genericError: (): string => "出了点问题。请重试。",
  lastUsed: (): string => "上次使用"
};
