// Compiled from src/i18n/messages/ko/oneTap.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  oneTapLoading: (): string => "Google One Tap을 불러오는 중…",
  oneTapSigningIn: (): string => "Google로 로그인하는 중…",
  "oneTapError.origin_not_allowed_for_client": (): string => "Google One Tap: 이 페이지의 원본은 Google 클라이언트에서 허용되지 않습니다. 클라이언트의 승인된 자바스크립트 원본에 추가하세요.",
  "oneTapError.invalid_client": (): string => "Google One Tap: Google 클라이언트 ID를 인식할 수 없습니다. One Tap에 구성된 클라이언트 ID를 확인하세요.",
  "oneTapError.oauth_config_not_found": (): string => "Google One Tap: 프로젝트에 구성된 Google 클라이언트가 없습니다. One Tap을 사용하려면 Google OAuth 클라이언트를 추가하세요.",
  "oneTapError.no_login_redirect_urls_set": (): string => "Google One Tap: 프로젝트에 로그인 리디렉션 URL이 없습니다. One Tap을 사용하기 전에 설정하세요.",
  "oneTapError.no_signup_redirect_urls_set": (): string => "Google One Tap: 프로젝트에 가입 리디렉션 URL이 없습니다. One Tap을 사용하기 전에 설정하세요.",
  "oneTapError.default_provider_not_allowed": (): string => "Google One Tap: 기본 Google 제공업체는 One Tap과 함께 사용할 수 없습니다. 자체 Google 클라이언트를 구성하세요."
};
