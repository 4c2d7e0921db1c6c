// Compiled from src/i18n/messages/zh-CN/core.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const zh = (n: number, ordinal?: boolean): string => new Intl.PluralRules("zh-CN", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
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
  captchaRequired: (): string => "此次登录需要一项未运行的安全检查（验证码）。请重新加载页面后重试。",
  captchaFailed: (): string => "安全检查（验证码）未通过。请重试。",
  genericError: (): string => "出了点问题。请重试。",
  networkError: (): string => "无法连接到登录服务。请检查网络连接后重试。",
  timeoutError: (): string => "登录服务响应时间过长。请重试。",
  invalidResponseError: (): string => "登录服务返回了无法读取的响应。请重试。",
  tooManyAttempts: (): string => "尝试次数过多。请稍候再试。",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "尝试次数过多。请等待 " + plural(d.seconds, 0, zh, { other: number("zh-CN", d.seconds, 0) + " 秒" }) + "后重试。"
};
