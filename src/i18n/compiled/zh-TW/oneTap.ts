// Compiled from src/i18n/messages/zh-TW/oneTap.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  oneTapLoading: (): string => "正在載入 Google One Tap…",
  oneTapSigningIn: (): string => "正在使用 Google 登入…",
  "oneTapError.origin_not_allowed_for_client": (): string => "Google One Tap：這個頁面的來源不在 Google 用戶端的允許清單中。請將它加入用戶端的已授權 JavaScript 來源。",
  "oneTapError.invalid_client": (): string => "Google One Tap：無法辨識 Google 用戶端 ID。請檢查為 One Tap 設定的用戶端 ID。",
  "oneTapError.oauth_config_not_found": (): string => "Google One Tap：專案尚未設定 Google 用戶端。請新增 Google OAuth 用戶端以使用 One Tap。",
  "oneTapError.no_login_redirect_urls_set": (): string => "Google One Tap：專案沒有登入重新導向網址。請先設定後再使用 One Tap。",
  "oneTapError.no_signup_redirect_urls_set": (): string => "Google One Tap：專案沒有註冊重新導向網址。請先設定後再使用 One Tap。",
  "oneTapError.default_provider_not_allowed": (): string => "Google One Tap：預設的 Google 提供者無法與 One Tap 搭配使用。請設定您自己的 Google 用戶端。"
};
