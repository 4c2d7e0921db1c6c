// Compiled from src/i18n/messages/es/oneTap.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  oneTapLoading: (): string => "Cargando Google One Tap",
  oneTapSigningIn: (): string => "Iniciando sesión con Google",
  "oneTapError.origin_not_allowed_for_client": (): string => "Google One Tap: el origen de esta página no está permitido para el cliente de Google. Añádelo a los orígenes de JavaScript autorizados del cliente.",
  "oneTapError.invalid_client": (): string => "Google One Tap: no se reconoce el ID de cliente de Google. Comprueba el ID de cliente configurado para One Tap.",
  "oneTapError.oauth_config_not_found": (): string => "Google One Tap: el proyecto no tiene ningún cliente de Google configurado. Añade un cliente OAuth de Google para usar One Tap.",
  "oneTapError.no_login_redirect_urls_set": (): string => "Google One Tap: el proyecto no tiene ninguna URL de redirección de inicio de sesión. Configura una antes de usar One Tap.",
  "oneTapError.no_signup_redirect_urls_set": (): string => "Google One Tap: el proyecto no tiene ninguna URL de redirección de registro. Configura una antes de usar One Tap.",
  "oneTapError.default_provider_not_allowed": (): string => "Google One Tap: el proveedor de Google predeterminado no se puede usar con One Tap. Configura tu propio cliente de Google."
};
