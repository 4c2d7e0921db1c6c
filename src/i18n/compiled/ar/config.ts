// Compiled from src/i18n/messages/ar/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => "يجب أن يكون " + d.field + " كائنًا.",
  configUnknownOption: (d: { "field": string | number }): string => "خيار غير معروف: " + d.field + ".",
  configText: (d: { "field": string | number }): string => "يجب أن يكون " + d.field + " نصًا غير فارغ.",
  configFlag: (d: { "field": string | number }): string => "يجب أن تكون قيمة " + d.field + " هي true أو false.",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => "يجب أن يكون " + d.field + " عددًا صحيحًا من " + d.min + " إلى " + d.max + ".",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => "يجب أن يكون " + d.field + " أحد القيم التالية: " + d.options + ".",
  configUrl: (d: { "field": string | number }): string => "يجب أن يكون " + d.field + " عنوان URL مطلقًا يبدأ بـ http(s).",
  configCss: (d: { "field": string | number }): string => d.field + " ليس قيمة CSS صالحة.",
  configLoads: (d: { "field": string | number }): string => "يجب ألا يحمّل " + d.field + " أي شيء.",
  configColour: (d: { "field": string | number }): string => "يجب أن يكون " + d.field + " لونًا، مثل «⁦#0b6e4f⁩» أو «⁦rgb(11 110 79)⁩».",
  configList: (d: { "field": string | number }): string => "يجب أن يكون " + d.field + " قائمة.",
  configRequired: (d: { "field": string | number }): string => d.field + " مطلوب.",
  configUnreadable: (d: { "reason": string | number }): string => "تعذّرت قراءة الإعدادات: " + d.reason,
  configNotJson: (d: { "reason": string | number }): string => "السمة config ليست JSON صالحًا: " + d.reason,
  configMissing: (): string => "يلزم وجود إعدادات تتضمن منتجًا واحدًا على الأقل.",
  configProducts: (d: { "options": string | number }): string => "يجب أن تتضمن products واحدًا على الأقل مما يلي: " + d.options + ".",
  configOAuthProviders: (): string => "يحتاج منتج oauth إلى أن تتضمن oauthOptions.providers مزوّدًا واحدًا على الأقل.",
  configDuplicateProvider: (d: { "provider": string | number }): string => "تذكر oauthOptions.providers المزوّد " + d.provider + " أكثر من مرة؛ اذكر كل مزوّد مرة واحدة.",
  configOtpMethods: (): string => "يحتاج منتج otp إلى otpOptions.methods (sms أو whatsapp أو email).",
  configPublicToken: (): string => "السمة public-token مطلوبة.",
  configMode: (d: { "options": string | number }): string => "يجب أن تكون السمة mode إحدى القيم التالية: " + d.options + ".",
  configProviderUrl: (d: { "reason": string | number }): string => String(d.reason),
  configEmlAndEmailOtp: (): string => "خطأ: لا يمكن استخدام الروابط السحرية ورموز التحقق عبر البريد الإلكتروني معًا",
  configPasskeysAlone: (): string => "خطأ: لا يمكن استخدام مفاتيح المرور وحدها، يُرجى إضافة منتج آخر إلى الإعدادات.",
  invalidConfig: (): string => "أداة تسجيل الدخول غير مهيأة بشكل صحيح:"
};
