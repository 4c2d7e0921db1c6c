// Compiled from src/i18n/messages/nl/oneTap.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  oneTapLoading: (): string => "Google One Tap laden…",
  oneTapSigningIn: (): string => "Inloggen met Google…",
  "oneTapError.origin_not_allowed_for_client": (): string => "Google One Tap: de oorsprong van deze pagina is niet toegestaan voor de Google-client. Voeg hem toe aan de geautoriseerde JavaScript-bronnen van de client.",
  "oneTapError.invalid_client": (): string => "Google One Tap: de Google-client-ID wordt niet herkend. Controleer de client-ID die voor One Tap is ingesteld.",
  "oneTapError.oauth_config_not_found": (): string => "Google One Tap: er is geen Google-client ingesteld voor het project. Voeg een Google OAuth-client toe om One Tap te gebruiken.",
  "oneTapError.no_login_redirect_urls_set": (): string => "Google One Tap: het project heeft geen omleidings-URL voor inloggen. Stel er een in voordat je One Tap gebruikt.",
  "oneTapError.no_signup_redirect_urls_set": (): string => "Google One Tap: het project heeft geen omleidings-URL voor registreren. Stel er een in voordat je One Tap gebruikt.",
  "oneTapError.default_provider_not_allowed": (): string => "Google One Tap: de standaard-Google-provider kan niet met One Tap worden gebruikt. Stel je eigen Google-client in."
};
