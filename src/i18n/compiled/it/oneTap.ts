// Compiled from src/i18n/messages/it/oneTap.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  oneTapLoading: (): string => "Caricamento di Google One Tap…",
  oneTapSigningIn: (): string => "Accesso con Google in corso…",
  "oneTapError.origin_not_allowed_for_client": (): string => "Google One Tap: l’origine di questa pagina non è consentita per il client Google. Aggiungila alle origini JavaScript autorizzate del client.",
  "oneTapError.invalid_client": (): string => "Google One Tap: l’ID client Google non è riconosciuto. Controlla l’ID client configurato per One Tap.",
  "oneTapError.oauth_config_not_found": (): string => "Google One Tap: nessun client Google è configurato per il progetto. Aggiungi un client OAuth Google per usare One Tap.",
  "oneTapError.no_login_redirect_urls_set": (): string => "Google One Tap: il progetto non ha un URL di reindirizzamento per l’accesso. Impostane uno prima di usare One Tap.",
  "oneTapError.no_signup_redirect_urls_set": (): string => "Google One Tap: il progetto non ha un URL di reindirizzamento per la registrazione. Impostane uno prima di usare One Tap.",
  "oneTapError.default_provider_not_allowed": (): string => "Google One Tap: il provider Google predefinito non può essere usato con One Tap. Configura un tuo client Google."
};
