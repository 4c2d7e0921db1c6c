// Compiled from src/i18n/messages/fr/oneTap.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  oneTapLoading: (): string => "Chargement de Google One Tap",
  oneTapSigningIn: (): string => "Connexion avec Google en cours",
  "oneTapError.origin_not_allowed_for_client": (): string => "Google One Tap : l’origine de cette page n’est pas autorisée pour le client Google. Ajoutez-la aux origines JavaScript autorisées du client.",
  "oneTapError.invalid_client": (): string => "Google One Tap : l’ID client Google n’est pas reconnu. Vérifiez l’ID client configuré pour One Tap.",
  "oneTapError.oauth_config_not_found": (): string => "Google One Tap : aucun client Google n’est configuré pour le projet. Ajoutez un client OAuth Google pour utiliser One Tap.",
  "oneTapError.no_login_redirect_urls_set": (): string => "Google One Tap : le projet n’a aucune URL de redirection de connexion. Définissez-en une avant d’utiliser One Tap.",
  "oneTapError.no_signup_redirect_urls_set": (): string => "Google One Tap : le projet n’a aucune URL de redirection d’inscription. Définissez-en une avant d’utiliser One Tap.",
  "oneTapError.default_provider_not_allowed": (): string => "Google One Tap : le fournisseur Google par défaut ne peut pas être utilisé avec One Tap. Configurez votre propre client Google."
};
