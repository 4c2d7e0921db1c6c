// Compiled from src/i18n/messages/tr/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => d.field + " bir nesne olmalıdır.",
  configUnknownOption: (d: { "field": string | number }): string => "Bilinmeyen seçenek: " + d.field + ".",
  configText: (d: { "field": string | number }): string => d.field + " boş olmayan bir dize olmalıdır.",
  configFlag: (d: { "field": string | number }): string => d.field + " true veya false olmalıdır.",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => d.field + ", " + d.min + " ile " + d.max + " arasında bir tam sayı olmalıdır.",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => d.field + " şu değerlerden biri olmalıdır: " + d.options + ".",
  configUrl: (d: { "field": string | number }): string => d.field + " mutlak bir http(s) URL’si olmalıdır.",
  configCss: (d: { "field": string | number }): string => d.field + " geçerli bir CSS değeri değil.",
  configLoads: (d: { "field": string | number }): string => d.field + " hiçbir şey yüklememelidir.",
  configColour: (d: { "field": string | number }): string => d.field + " bir renk olmalıdır; örneğin \"#0b6e4f\" veya \"rgb(11 110 79)\".",
  configList: (d: { "field": string | number }): string => d.field + " bir liste olmalıdır.",
  configRequired: (d: { "field": string | number }): string => d.field + " zorunludur.",
  configUnreadable: (d: { "reason": string | number }): string => "Yapılandırma okunamadı: " + d.reason,
  configNotJson: (d: { "reason": string | number }): string => "config özniteliği geçerli bir JSON değil: " + d.reason,
  configMissing: (): string => "En az bir ürün içeren bir yapılandırma gereklidir.",
  configProducts: (d: { "options": string | number }): string => "products şu değerlerden en az birini içermelidir: " + d.options + ".",
  configOAuthProviders: (): string => "oauth ürünü, en az bir sağlayıcı içeren oauthOptions.providers gerektirir.",
  configDuplicateProvider: (d: { "provider": string | number }): string => "oauthOptions.providers, " + d.provider + " sağlayıcısını birden fazla kez listeliyor; her sağlayıcıyı yalnızca bir kez listeleyin.",
  configOtpMethods: (): string => "otp ürünü, otpOptions.methods (sms, whatsapp veya email) gerektirir.",
  configPublicToken: (): string => "public-token özniteliği zorunludur.",
  configMode: (d: { "options": string | number }): string => "mode özniteliği şu değerlerden biri olmalıdır: " + d.options + ".",
  configProviderUrl: (d: { "reason": string | number }): string => String(d.reason),
  configEmlAndEmailOtp: (): string => "Hata: E-postayla giriş bağlantıları (EML) ve e-postayla doğrulama kodları (Email OTP) birlikte kullanılamaz",
  configPasskeysAlone: (): string => "Hata: Geçiş anahtarları tek başına kullanılamaz; yapılandırmaya başka bir ürün ekleyin.",
  invalidConfig: (): string => "Giriş bileşeni doğru yapılandırılmamış:"
};
