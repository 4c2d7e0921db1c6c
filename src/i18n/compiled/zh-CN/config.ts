// Compiled from src/i18n/messages/zh-CN/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configErrorEmlAndEmailOtp: (): string => "错误：不能同时使用邮件登录链接和邮件验证码。",
  configErrorPasskeysAlone: (): string => "错误：通行密钥不能单独使用，请在配置中添加其他产品。"
};
