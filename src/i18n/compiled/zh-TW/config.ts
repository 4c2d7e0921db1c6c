// Compiled from src/i18n/messages/zh-TW/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => d.field + " 必須是物件。",
  configUnknownOption: (d: { "field": string | number }): string => "不明的選項 " + d.field + "。",
  configText: (d: { "field": string | number }): string => d.field + " 必須是非空字串。",
  configFlag: (d: { "field": string | number }): string => d.field + " 必須是 true 或 false。",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => d.field + " 必須是 " + d.min + " 到 " + d.max + " 之間的整數。",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => d.field + " 必須是下列其中一個值：" + d.options + "。",
  configUrl: (d: { "field": string | number }): string => d.field + " 必須是絕對的 http(s) 網址。",
  configCss: (d: { "field": string | number }): string => d.field + " 不是有效的 CSS 值。",
  configLoads: (d: { "field": string | number }): string => d.field + " 不得載入任何內容。",
  configColour: (d: { "field": string | number }): string => d.field + " 必須是顏色，例如「#0b6e4f」或「rgb(11 110 79)」。",
  configList: (d: { "field": string | number }): string => d.field + " 必須是清單。",
  configRequired: (d: { "field": string | number }): string => d.field + " 為必填。",
  configUnreadable: (d: { "reason": string | number }): string => "無法讀取設定：" + d.reason,
  configNotJson: (d: { "reason": string | number }): string => "config 屬性不是有效的 JSON：" + d.reason,
  configMissing: (): string => "需要至少包含一項產品的設定。",
  configProducts: (d: { "options": string | number }): string => "products 必須至少列出下列其中一個值：" + d.options + "。",
  configOAuthProviders: (): string => "oauth 產品需要 oauthOptions.providers，且至少包含一個提供者。",
  configDuplicateProvider: (d: { "provider": string | number }): string => "oauthOptions.providers 多次列出 " + d.provider + "；每個提供者只能列出一次。",
  configOtpMethods: (): string => "otp 產品需要 otpOptions.methods（sms、whatsapp 或 email）。",
  configPublicToken: (): string => "public-token 屬性為必填。",
  configMode: (d: { "options": string | number }): string => "mode 屬性必須是下列其中一個值：" + d.options + "。",
  configProviderUrl: (d: { "reason": string | number }): string => String(d.reason),
  configEmlAndEmailOtp: (): string => "錯誤：無法同時使用電子郵件登入連結（EML）和電子郵件驗證碼（Email OTP）",
  configPasskeysAlone: (): string => "錯誤：通行金鑰無法單獨使用，請在設定中新增其他產品。",
  invalidConfig: (): string => "登入元件的設定不正確："
};
