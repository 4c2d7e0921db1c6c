// Compiled from src/i18n/messages/ja/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => d.field + " はオブジェクトである必要があります。",
  configUnknownOption: (d: { "field": string | number }): string => "不明なオプション " + d.field + " です。",
  configText: (d: { "field": string | number }): string => d.field + " は空でない文字列である必要があります。",
  configFlag: (d: { "field": string | number }): string => d.field + " は true または false である必要があります。",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => d.field + " は " + d.min + " から " + d.max + " までの整数である必要があります。",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => d.field + " は次のいずれかである必要があります：" + d.options + "。",
  configUrl: (d: { "field": string | number }): string => d.field + " は http(s) の絶対 URL である必要があります。",
  configCss: (d: { "field": string | number }): string => d.field + " は有効な CSS の値ではありません。",
  configLoads: (d: { "field": string | number }): string => d.field + " は何も読み込んではいけません。",
  configColour: (d: { "field": string | number }): string => d.field + " は「#0b6e4f」や「rgb(11 110 79)」のような色である必要があります。",
  configList: (d: { "field": string | number }): string => d.field + " はリストである必要があります。",
  configRequired: (d: { "field": string | number }): string => d.field + " は必須です。",
  configUnreadable: (d: { "reason": string | number }): string => "設定を読み取れませんでした：" + d.reason,
  configNotJson: (d: { "reason": string | number }): string => "config 属性が有効な JSON ではありません：" + d.reason,
  configMissing: (): string => "少なくとも1つのプロダクトを含む設定が必要です。",
  configProducts: (d: { "options": string | number }): string => "products には次のうち少なくとも1つを指定してください：" + d.options + "。",
  configOAuthProviders: (): string => "oauth プロダクトには、プロバイダーを1つ以上含む oauthOptions.providers が必要です。",
  configDuplicateProvider: (d: { "provider": string | number }): string => "oauthOptions.providers に " + d.provider + " が複数回含まれています。各プロバイダーは1回だけ指定してください。",
  configOtpMethods: (): string => "otp プロダクトには otpOptions.methods（sms、whatsapp、email）が必要です。",
  configPublicToken: (): string => "public-token 属性は必須です。",
  configMode: (d: { "options": string | number }): string => "mode 属性は次のいずれかである必要があります：" + d.options + "。",
  configProviderUrl: (d: { "reason": string | number }): string => String(d.reason),
  configEmlAndEmailOtp: (): string => "エラー：メールのログインリンク（EML）とメールの確認コード（Email OTP）は同時に使用できません",
  configPasskeysAlone: (): string => "エラー：パスキーは単独では使用できません。設定に別のプロダクトを追加してください。",
  invalidConfig: (): string => "ログインウィジェットの設定が正しくありません："
};
