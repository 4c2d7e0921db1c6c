// Compiled from src/i18n/messages/pt-BR/oneTap.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  oneTapLoading: (): string => "Carregando o Google One Tap",
  oneTapSigningIn: (): string => "Entrando com o Google",
  "oneTapError.origin_not_allowed_for_client": (): string => "Google One Tap: a origem desta página não é permitida para o cliente do Google. Adicione-a às origens JavaScript autorizadas do cliente.",
  "oneTapError.invalid_client": (): string => "Google One Tap: o ID do cliente do Google não foi reconhecido. Verifique o ID do cliente configurado para o One Tap.",
  "oneTapError.oauth_config_not_found": (): string => "Google One Tap: nenhum cliente do Google está configurado para o projeto. Adicione um cliente OAuth do Google para usar o One Tap.",
  "oneTapError.no_login_redirect_urls_set": (): string => "Google One Tap: o projeto não tem URL de redirecionamento de login. Defina uma antes de usar o One Tap.",
  "oneTapError.no_signup_redirect_urls_set": (): string => "Google One Tap: o projeto não tem URL de redirecionamento de cadastro. Defina uma antes de usar o One Tap.",
  "oneTapError.default_provider_not_allowed": (): string => "Google One Tap: o provedor padrão do Google não pode ser usado com o One Tap. Configure seu próprio cliente do Google."
};
