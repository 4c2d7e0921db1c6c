// Compiled from src/i18n/messages/tr/oneTap.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  oneTapLoading: (): string => "Google One Tap yükleniyor…",
  oneTapSigningIn: (): string => "Google ile giriş yapılıyor…",
  "oneTapError.origin_not_allowed_for_client": (): string => "Google One Tap: Bu sayfanın kaynağına Google istemcisi için izin verilmiyor. Kaynağı istemcinin yetkilendirilmiş JavaScript kaynaklarına ekleyin.",
  "oneTapError.invalid_client": (): string => "Google One Tap: Google istemci kimliği tanınmıyor. One Tap için yapılandırılan istemci kimliğini kontrol edin.",
  "oneTapError.oauth_config_not_found": (): string => "Google One Tap: Proje için yapılandırılmış bir Google istemcisi yok. One Tap’i kullanmak için bir Google OAuth istemcisi ekleyin.",
  "oneTapError.no_login_redirect_urls_set": (): string => "Google One Tap: Projenin giriş için yönlendirme URL’si yok. One Tap’i kullanmadan önce bir URL ayarlayın.",
  "oneTapError.no_signup_redirect_urls_set": (): string => "Google One Tap: Projenin kayıt için yönlendirme URL’si yok. One Tap’i kullanmadan önce bir URL ayarlayın.",
  "oneTapError.default_provider_not_allowed": (): string => "Google One Tap: Varsayılan Google sağlayıcısı One Tap ile kullanılamaz. Kendi Google istemcinizi yapılandırın."
};
