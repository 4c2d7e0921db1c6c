// Compiled from src/i18n/messages/ar/oneTap.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  oneTapLoading: (): string => "جارٍ تحميل Google One Tap",
  oneTapSigningIn: (): string => "جارٍ تسجيل الدخول باستخدام Google",
  "oneTapError.origin_not_allowed_for_client": (): string => "Google One Tap: مصدر هذه الصفحة غير مسموح به لعميل Google. أضِفه إلى مصادر JavaScript المعتمدة للعميل.",
  "oneTapError.invalid_client": (): string => "Google One Tap: معرّف عميل Google غير معروف. تحقّق من معرّف العميل المُعدّ لـ One Tap.",
  "oneTapError.oauth_config_not_found": (): string => "Google One Tap: لا يوجد عميل Google مُعدّ للمشروع. أضِف عميل Google OAuth لاستخدام One Tap.",
  "oneTapError.no_login_redirect_urls_set": (): string => "Google One Tap: لا يحتوي المشروع على عنوان URL لإعادة التوجيه بعد تسجيل الدخول. عيّن عنوانًا قبل استخدام One Tap.",
  "oneTapError.no_signup_redirect_urls_set": (): string => "Google One Tap: لا يحتوي المشروع على عنوان URL لإعادة التوجيه بعد التسجيل. عيّن عنوانًا قبل استخدام One Tap.",
  "oneTapError.default_provider_not_allowed": (): string => "Google One Tap: لا يمكن استخدام مزوّد Google الافتراضي مع One Tap. أعِدّ عميل Google الخاص بك."
};
