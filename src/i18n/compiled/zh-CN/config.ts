// Compiled from src/i18n/messages/zh-CN/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => d.field + " 必须是对象。",
  configUnknownOption: (d: { "field": string | number }): string => "未知选项 " + d.field + "。",
  configText: (d: { "field": string | number }): string => d.field + " 必须是非空字符串。",
  configFlag: (d: { "field": string | number }): string => d.field + " 必须是 true 或 false。",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => d.field + " 必须是 " + d.min + " 到 " + d.max + " 之间的整数。",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => d.field + " 必须是以下之一：" + d.options + "。",
  configUrl: (d: { "field": string | number }): string => d.field + " 必须是绝对 http(s) URL。",
  configCss: (d: { "field": string | number }): string => d.field + " 不是有效的 CSS 值。",
  configLoads: (d: { "field": string | number }): string => d.field + " 不得加载任何内容。",
  configColour: (d: { "field": string | number }): string => d.field + " 必须是颜色，例如“#0b6e4f”或“rgb(11 110 79)”。",
  configList: (d: { "field": string | number }): string => d.field + " 必须是列表。",
  configRequired: (d: { "field": string | number }): string => d.field + " 为必填项。",
  configUnreadable: (d: { "reason": string | number }): string => "无法读取配置：" + d.reason,
  configNotJson: (d: { "reason": string | number }): string => "config 属性不是有效的 JSON：" + d.reason,
  configMissing: (): string => "需要至少包含一个产品的配置。",
  configProducts: (d: { "options": string | number }): string => "products 必须至少包含以下之一：" + d.options + "。",
  configOAuthProviders: (): string => "oauth 产品需要至少包含一个提供方的 oauthOptions.providers。",
  configDuplicateProvider: (d: { "provider": string | number }): string => "oauthOptions.providers 多次列出了 " + d.provider + "；每个提供方只需列出一次。",
  configOtpMethods: (): string => "otp 产品需要 otpOptions.methods（sms、whatsapp 或 email）。",
  configPublicToken: (): string => "public-token 属性为必填项。",
  configMode: (d: { "options": string | number }): string => "mode 属性必须是以下之一：" + d.options + "。",
  configProviderUrl: (d: { "reason": string | number }): string => String(d.reason),
  configEmlAndEmailOtp: (): string => "错误：不能同时使用邮件登录链接（EML）和邮件验证码（Email OTP）",
  configPasskeysAlone: (): string => "错误：通行密钥不能单独使用，请在配置中添加其他产品。",
  invalidConfig: (): string => "登录组件的配置不正确："
};
