// Compiled from src/i18n/messages/zh-CN/oneTap.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  oneTapLoading: (): string => "正在加载 Google One Tap",
  oneTapSigningIn: (): string => "正在通过 Google 登录",
  "oneTapError.origin_not_allowed_for_client": (): string => "Google One Tap：此页面的来源不在该 Google 客户端的许可范围内。请将其添加到客户端的“已获授权的 JavaScript 来源”中。",
  "oneTapError.invalid_client": (): string => "Google One Tap：无法识别该 Google 客户端 ID。请检查为 One Tap 配置的客户端 ID。",
  "oneTapError.oauth_config_not_found": (): string => "Google One Tap：项目未配置 Google 客户端。请添加 Google OAuth 客户端以使用 One Tap。",
  "oneTapError.no_login_redirect_urls_set": (): string => "Google One Tap：项目没有登录重定向 URL。请先设置一个，再使用 One Tap。",
  "oneTapError.no_signup_redirect_urls_set": (): string => "Google One Tap：项目没有注册重定向 URL。请先设置一个，再使用 One Tap。",
  "oneTapError.default_provider_not_allowed": (): string => "Google One Tap：默认的 Google 提供方无法与 One Tap 一起使用。请配置您自己的 Google 客户端。"
};
