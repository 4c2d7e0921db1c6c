// Compiled from src/i18n/messages/ko/redirect.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "로그인 완료",
  redirectSuccessText: (): string => "로그인되었습니다."
};
