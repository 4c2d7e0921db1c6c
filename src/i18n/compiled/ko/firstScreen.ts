// Compiled from src/i18n/messages/ko/firstScreen.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "가입 또는 로그인",
  continueWithProvider: (d: { "name": string | number }): string => d.name + " 계정으로 계속하기",
  logoAlt: (): string => "로고",
  resetPasswordHeading: (): string => "비밀번호 재설정",
  passkeyRegistrationHeading: (): string => "새 패스키 등록",
  configErrorHeading: (): string => "로그인을 사용할 수 없음",
  genericError: (): string => "문제가 발생했습니다. 다시 시도하세요.",
  lastUsed: (): string => "최근 사용"
};
