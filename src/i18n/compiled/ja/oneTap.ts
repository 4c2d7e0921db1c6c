// Compiled from src/i18n/messages/ja/oneTap.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  oneTapLoading: (): string => "Google One Tap を読み込んでいます",
  oneTapSigningIn: (): string => "Google でログインしています",
  "oneTapError.origin_not_allowed_for_client": (): string => "Google One Tap: このページの生成元は Google クライアントで許可されていません。クライアントの承認済み JavaScript 生成元に追加してください。",
  "oneTapError.invalid_client": (): string => "Google One Tap: Google クライアント ID が認識されません。One Tap に設定されているクライアント ID を確認してください。",
  "oneTapError.oauth_config_not_found": (): string => "Google One Tap: プロジェクトに Google クライアントが設定されていません。One Tap を使うには Google OAuth クライアントを追加してください。",
  "oneTapError.no_login_redirect_urls_set": (): string => "Google One Tap: プロジェクトにログイン用のリダイレクト URL がありません。One Tap を使う前に設定してください。",
  "oneTapError.no_signup_redirect_urls_set": (): string => "Google One Tap: プロジェクトに登録用のリダイレクト URL がありません。One Tap を使う前に設定してください。",
  "oneTapError.default_provider_not_allowed": (): string => "Google One Tap: デフォルトの Google プロバイダーは One Tap では使用できません。独自の Google クライアントを設定してください。"
};
