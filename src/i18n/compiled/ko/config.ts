// Compiled from src/i18n/messages/ko/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => d.field + "은(는) 객체여야 합니다.",
  configUnknownOption: (d: { "field": string | number }): string => "알 수 없는 옵션입니다: " + d.field,
  configText: (d: { "field": string | number }): string => d.field + "은(는) 비어 있지 않은 문자열이어야 합니다.",
  configFlag: (d: { "field": string | number }): string => d.field + "은(는) true 또는 false여야 합니다.",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => d.field + "은(는) " + d.min + "~" + d.max + " 사이의 정수여야 합니다.",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => d.field + "은(는) 다음 값 중 하나여야 합니다: " + d.options,
  configUrl: (d: { "field": string | number }): string => d.field + "은(는) 절대 http(s) URL이어야 합니다.",
  configCss: (d: { "field": string | number }): string => d.field + "은(는) 올바른 CSS 값이 아닙니다.",
  configLoads: (d: { "field": string | number }): string => d.field + "에서 아무것도 로드하면 안 됩니다.",
  configColour: (d: { "field": string | number }): string => d.field + "은(는) \"#0b6e4f\" 또는 \"rgb(11 110 79)\"와 같은 색상이어야 합니다.",
  configList: (d: { "field": string | number }): string => d.field + "은(는) 목록이어야 합니다.",
  configRequired: (d: { "field": string | number }): string => d.field + "은(는) 필수 항목입니다.",
  configUnreadable: (d: { "reason": string | number }): string => "구성을 읽을 수 없습니다: " + d.reason,
  configNotJson: (d: { "reason": string | number }): string => "config 속성이 올바른 JSON이 아닙니다: " + d.reason,
  configMissing: (): string => "제품이 하나 이상 있는 구성이 필요합니다.",
  configProducts: (d: { "options": string | number }): string => "products에는 다음 값 중 하나 이상이 있어야 합니다: " + d.options,
  configOAuthProviders: (): string => "oauth 제품에는 제공업체가 하나 이상 있는 oauthOptions.providers가 필요합니다.",
  configDuplicateProvider: (d: { "provider": string | number }): string => "oauthOptions.providers에 " + d.provider + "이(가) 두 번 이상 있습니다. 각 제공업체는 한 번만 나열하세요.",
  configOtpMethods: (): string => "otp 제품에는 otpOptions.methods(sms, whatsapp 또는 email)가 필요합니다.",
  configPublicToken: (): string => "public-token 속성은 필수입니다.",
  configMode: (d: { "options": string | number }): string => "mode 속성은 다음 값 중 하나여야 합니다: " + d.options,
  configProviderUrl: (d: { "reason": string | number }): string => String(d.reason),
  configEmlAndEmailOtp: (): string => "오류: 이메일 로그인 링크(EML)와 이메일 인증 코드(Email OTP)는 함께 사용할 수 없습니다",
  configPasskeysAlone: (): string => "오류: 패스키만 단독으로 사용할 수 없습니다. 구성에 다른 제품을 추가하세요.",
  invalidConfig: (): string => "로그인 위젯이 올바르게 구성되지 않았습니다."
};
