// Compiled from src/i18n/messages/pl/oneTap.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  oneTapLoading: (): string => "Wczytywanie Google One Tap…",
  oneTapSigningIn: (): string => "Logowanie przez Google…",
  "oneTapError.origin_not_allowed_for_client": (): string => "Google One Tap: źródło tej strony nie jest dozwolone dla klienta Google. Dodaj je do autoryzowanych źródeł JavaScript tego klienta.",
  "oneTapError.invalid_client": (): string => "Google One Tap: identyfikator klienta Google nie został rozpoznany. Sprawdź identyfikator klienta skonfigurowany dla One Tap.",
  "oneTapError.oauth_config_not_found": (): string => "Google One Tap: w projekcie nie skonfigurowano klienta Google. Dodaj klienta Google OAuth, aby używać One Tap.",
  "oneTapError.no_login_redirect_urls_set": (): string => "Google One Tap: projekt nie ma adresu URL przekierowania po zalogowaniu. Ustaw go przed użyciem One Tap.",
  "oneTapError.no_signup_redirect_urls_set": (): string => "Google One Tap: projekt nie ma adresu URL przekierowania po rejestracji. Ustaw go przed użyciem One Tap.",
  "oneTapError.default_provider_not_allowed": (): string => "Google One Tap: domyślnego dostawcy Google nie można używać z One Tap. Skonfiguruj własnego klienta Google."
};
