// Compiled from src/i18n/messages/en/oneTap.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  oneTapLoading: (): string => "Loading Google One Tap",
  oneTapSigningIn: (): string => "Signing in with Google",
  "oneTapError.origin_not_allowed_for_client": (): string => "Google One Tap: this page's origin is not allowed for the Google client. Add it to the client's authorized JavaScript origins.",
  "oneTapError.invalid_client": (): string => "Google One Tap: the Google client ID is not recognised. Check the client ID configured for One Tap.",
  "oneTapError.oauth_config_not_found": (): string => "Google One Tap: no Google client is configured for the project. Add a Google OAuth client to use One Tap.",
  "oneTapError.no_login_redirect_urls_set": (): string => "Google One Tap: the project has no login redirect URL. Set one before using One Tap.",
  "oneTapError.no_signup_redirect_urls_set": (): string => "Google One Tap: the project has no signup redirect URL. Set one before using One Tap.",
  "oneTapError.default_provider_not_allowed": (): string => "Google One Tap: the default Google provider cannot be used with One Tap. Configure your own Google client."
};
