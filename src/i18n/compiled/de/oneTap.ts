// Compiled from src/i18n/messages/de/oneTap.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  oneTapLoading: (): string => "Google One Tap wird geladen",
  oneTapSigningIn: (): string => "Anmeldung mit Google läuft",
  "oneTapError.origin_not_allowed_for_client": (): string => "Google One Tap: Der Ursprung dieser Seite ist für den Google-Client nicht zugelassen. Fügen Sie ihn den autorisierten JavaScript-Quellen des Clients hinzu.",
  "oneTapError.invalid_client": (): string => "Google One Tap: Die Google-Client-ID wird nicht erkannt. Prüfen Sie die für One Tap konfigurierte Client-ID.",
  "oneTapError.oauth_config_not_found": (): string => "Google One Tap: Für das Projekt ist kein Google-Client konfiguriert. Fügen Sie einen Google-OAuth-Client hinzu, um One Tap zu verwenden.",
  "oneTapError.no_login_redirect_urls_set": (): string => "Google One Tap: Das Projekt hat keine Weiterleitungs-URL für die Anmeldung. Legen Sie eine fest, bevor Sie One Tap verwenden.",
  "oneTapError.no_signup_redirect_urls_set": (): string => "Google One Tap: Das Projekt hat keine Weiterleitungs-URL für die Registrierung. Legen Sie eine fest, bevor Sie One Tap verwenden.",
  "oneTapError.default_provider_not_allowed": (): string => "Google One Tap: Der Standard-Google-Anbieter kann nicht mit One Tap verwendet werden. Konfigurieren Sie Ihren eigenen Google-Client."
};
